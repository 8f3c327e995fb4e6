import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { docxWithText, pdfWithText } from '#server/test/factories/documents.ts';
import { createCvReader, CV_READER_DEFAULTS, type CvReaderOptions } from './cv-reader.ts';
import { pdfDecodedSizeWithin } from './pdf-decoded-size.ts';
import { deflatedZeros, docxBomb, pdfWithStream } from './test/bombs.ts';
import { holdState } from './test/hold-state.ts';
import { zipInflatedSizeWithin } from './zip-inflated-size.ts';

const MB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let fileNumber = 0;
function tempFile(content: Buffer | string) {
  const file = path.join(dir, `cv-${fileNumber++}`);
  fs.writeFileSync(file, content);
  return file;
}

/** A reader on the test worker, with the state it shares with it. */
function holdingReader(options: Partial<CvReaderOptions>) {
  const hold = holdState();
  const reader = createCvReader({
    ...CV_READER_DEFAULTS,
    ...options,
    workerFile: new URL('./test/hold-worker.ts', import.meta.url),
    workerData: hold.shared,
  });
  return { reader, ...hold };
}

describe('decoded size of a PDF', () => {
  const cap = 10 * MB;
  const zeros = (bytes: number) => deflatedZeros(bytes);

  it('accepts a plain PDF and one whose streams stay under the cap', async () => {
    expect(await pdfDecodedSizeWithin(pdfWithText(['Grace Hopper']), cap)).toBe(true);
    const small = pdfWithStream(await zeros(MB), '/Filter /FlateDecode');
    expect(await pdfDecodedSizeWithin(small, cap)).toBe(true);
  });

  it('refuses streams that decode past the cap however the filter is written', async () => {
    const bomb = await zeros(20 * MB);
    const cases: [string, Buffer, string][] = [
      ['declared', bomb, '/Filter /FlateDecode'],
      ['abbreviated in an array', bomb, '/Filter [/Fl]'],
      ['name escaped with #xx', bomb, '/Filter /Fl#61teDecode'],
      ['undeclared', bomb, ''],
      ['hidden behind a later filter', bomb, '/Filter /FlateDecode /X << /Filter /DCTDecode >>'],
      ['deflated twice', zlib.deflateSync(bomb), '/Filter [/FlateDecode /FlateDecode]'],
      ['hex-encoded deflate', Buffer.from(bomb.toString('hex') + '>'), '/Filter [/AHx /Fl]'],
    ];
    for (const [name, stream, dictionary] of cases)
      expect(await pdfDecodedSizeWithin(pdfWithStream(stream, dictionary), cap), name).toBe(false);
  });

  it('refuses what it cannot bound: encryption, LZW, indirect filters, zlib-invalid deflate', async () => {
    const stream = await zeros(1024);
    const badWindow = Buffer.from(stream);
    // A 64 KB window with a valid header checksum: zlib refuses it, pdf.js does not check it.
    badWindow[0] = 0x88;
    badWindow[1] = 0x1c;
    const cases: [string, Buffer][] = [
      ['encrypted', pdfWithStream(stream, '/Filter /FlateDecode /Encrypt 9 0 R')],
      ['LZW', pdfWithStream(stream, '/Filter /LZWDecode')],
      ['indirect filter', pdfWithStream(stream, '/Filter 7 0 R')],
      ['zlib-invalid', pdfWithStream(badWindow, '/Filter /FlateDecode')],
      [
        'huge predictor rows',
        pdfWithStream(stream, '/DecodeParms << /Predictor 12 /Columns 900000000 >>'),
      ],
    ];
    for (const [name, pdf] of cases) expect(await pdfDecodedSizeWithin(pdf, cap), name).toBe(false);
  });
});

describe('inflated size of a DOCX', () => {
  it('measures entries by inflating them, not by the sizes the directory declares', async () => {
    expect(await zipInflatedSizeWithin(docxWithText(['Ada Lovelace']), 10 * MB)).toBe(true);
    expect(await zipInflatedSizeWithin(await docxBomb(20 * MB), 10 * MB)).toBe(false);
    expect(await zipInflatedSizeWithin(await docxBomb(MB), 10 * MB)).toBe(true);
  });
});

describe('worker pool', () => {
  it('reads a real CV in a worker thread', async () => {
    const reader = createCvReader(CV_READER_DEFAULTS);
    try {
      const text = await reader.read(tempFile(pdfWithText(['Grace Hopper'])), 'pdf');
      expect(text).toContain('Grace Hopper');
    } finally {
      await reader.close();
    }
  });

  it('terminates the worker thread of a read that passes the time limit', async () => {
    const { reader, loops, started, release } = holdingReader({ timeoutMs: 3_000 });
    try {
      // A first read starts the thread, so the time limit below is spent inside the stuck read.
      release();
      expect(await reader.read(tempFile('warm'), 'pdf')).toContain('Held Person');
      const [worker] = reader.threads();
      const exited = once(worker!, 'exit');
      const stuck = reader.read(tempFile('spin'), 'pdf');
      await started(2);
      expect(await stuck).toBeNull();
      await exited;
      expect(reader.threads()).not.toContain(worker);
      // The loop counter is frozen: nothing runs the stuck loop any more.
      const looped = loops();
      expect(looped).toBeGreaterThan(0);
      expect(await reader.read(tempFile('after'), 'pdf')).toContain('Held Person');
      expect(loops()).toBe(looped);
    } finally {
      await reader.close();
    }
  });

  it('refuses a read with 503 cv_reader_busy once the threads and the queue are taken', async () => {
    const { reader, started, release } = holdingReader({
      threads: 1,
      maxQueue: 1,
      timeoutMs: 60_000,
    });
    try {
      const running = reader.read(tempFile('a'), 'pdf');
      const queued = reader.read(tempFile('b'), 'pdf');
      await started(1);
      await expect(reader.read(tempFile('c'), 'pdf')).rejects.toMatchObject({
        statusCode: 503,
        code: 'cv_reader_busy',
      });
      release();
      expect(await running).toContain('Held Person');
      expect(await queued).toContain('Held Person');
      // Capacity is back once the reads are done.
      expect(await reader.read(tempFile('d'), 'pdf')).toContain('Held Person');
    } finally {
      await reader.close();
    }
  });

  it('keeps room for others: one caller gets at most their share of the queue', async () => {
    const { reader, started, release } = holdingReader({
      threads: 1,
      maxQueue: 8,
      maxPerCaller: 2,
      timeoutMs: 60_000,
    });
    try {
      const slow = [
        reader.read(tempFile('a'), 'pdf', 'user:1'),
        reader.read(tempFile('b'), 'pdf', 'user:1'),
      ];
      await started(1);
      await expect(reader.read(tempFile('c'), 'pdf', 'user:1')).rejects.toMatchObject({
        statusCode: 503,
        code: 'cv_reader_busy',
      });
      // Another account still gets in, and waits its turn.
      const other = reader.read(tempFile('d'), 'pdf', 'user:2');
      release();
      expect(await Promise.all([...slow, other])).toEqual([
        expect.stringContaining('Held Person'),
        expect.stringContaining('Held Person'),
        expect.stringContaining('Held Person'),
      ]);
      // Their share is back once their reads are done.
      expect(await reader.read(tempFile('e'), 'pdf', 'user:1')).toContain('Held Person');
    } finally {
      await reader.close();
    }
  });
});
