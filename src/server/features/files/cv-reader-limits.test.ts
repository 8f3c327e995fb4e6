import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { configureCvReader } from '../../infra/cv-reader/read-cv.ts';
import { docxBomb, pdfBomb } from '../../infra/cv-reader/test/bombs.ts';
import { holdState } from '../../infra/cv-reader/test/hold-state.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { collectGarbage } from '#server/test/collect-garbage.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { multipart } from '#server/test/multipart.ts';

const MB = 1024 * 1024;
const UNREADABLE = {
  readable: false,
  firstname: null,
  lastname: null,
  email: null,
  phone: null,
  linkedinPage: null,
};

let t: TestApp;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.loginAs({ roleId: ROLE.recruiter })).headers;
  otherHeaders = (await t.loginAs({ roleId: ROLE.candidate })).headers;
});
afterAll(async () => {
  await t.close();
});

function read(content: Buffer, filename: string, as = headers) {
  const body = multipart([{ name: 'cv', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/cv-reader',
    payload: body.payload,
    headers: { ...as, ...body.headers },
  });
}

describe('CV reader limits', () => {
  it('answers PDF and DOCX bombs as unreadable while the server memory stays flat', async () => {
    // A real CV first: the worker thread and pdf.js are then part of the baseline.
    expect((await read(pdfWithText(['Grace Hopper']), 'grace.pdf')).json()).toMatchObject({
      readable: true,
      lastname: 'Hopper',
    });
    // 300 MB each once inflated; the DOCX's directory says its document is 1 KB.
    const pdf = await pdfBomb(300 * MB);
    const docx = await docxBomb(300 * MB);
    expect(pdf.length + docx.length).toBeLessThan(2 * MB);
    await collectGarbage();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    try {
      // Two accounts: one may have only two reads under way at once.
      const answers = await Promise.all([
        read(pdf, 'bomb.pdf'),
        read(docx, 'bomb.docx'),
        read(pdf, 'bomb-2.pdf', otherHeaders),
        read(docx, 'bomb-2.docx', otherHeaders),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(UNREADABLE);
      }
    } finally {
      clearInterval(sampler);
    }
    // Four bombs of 300 MB each (1.2 GB if inflated) cost the process less than one of them.
    expect(peak - before).toBeLessThan(100 * MB);
    expect(process.memoryUsage.rss() - before).toBeLessThan(50 * MB);
  });

  it('answers 503 cv_reader_busy when every worker and the queue are taken', async () => {
    const hold = holdState();
    configureCvReader({
      ...t.config.cvReader,
      threads: 1,
      maxQueue: 0,
      timeoutMs: 60_000,
      workerFile: new URL('../../infra/cv-reader/test/hold-worker.ts', import.meta.url),
      workerData: hold.shared,
    });
    try {
      const held = read(pdfWithText(['Someone']), 'held.pdf');
      await hold.started(1);
      const busy = await read(pdfWithText(['Someone Else']), 'busy.pdf');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({
        code: 'cv_reader_busy',
        message: 'The CV reader is busy. Please try again in a moment.',
      });
      hold.release();
      expect((await held).json()).toMatchObject({
        readable: true,
        firstname: 'Held',
        lastname: 'Person',
        email: 'held@example.test',
      });
    } finally {
      configureCvReader(t.config.cvReader);
    }
  });

  it('keeps room for others: a third read of one account at once answers 503, another account gets in', async () => {
    const hold = holdState();
    configureCvReader({
      ...t.config.cvReader,
      threads: 1,
      maxQueue: 8,
      timeoutMs: 60_000,
      workerFile: new URL('../../infra/cv-reader/test/hold-worker.ts', import.meta.url),
      workerData: hold.shared,
    });
    try {
      expect(t.config.cvReader.maxPerCaller).toBe(2);
      const held = [read(pdfWithText(['One']), 'one.pdf'), read(pdfWithText(['Two']), 'two.pdf')];
      await hold.started(1);
      const third = await read(pdfWithText(['Three']), 'three.pdf');
      expect(third.statusCode).toBe(503);
      expect(third.json()).toMatchObject({ code: 'cv_reader_busy' });
      const other = read(pdfWithText(['Other']), 'other.pdf', otherHeaders);
      hold.release();
      for (const answer of await Promise.all([...held, other]))
        expect(answer.json()).toMatchObject({ readable: true, lastname: 'Person' });
    } finally {
      configureCvReader(t.config.cvReader);
    }
  });
});
