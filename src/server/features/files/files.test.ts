import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { files } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';
import { solvedBotCheckToken } from '#server/test/bot-check-token.ts';
import { collectGarbage } from '#server/test/collect-garbage.ts';
import { docxWithText, pdfWithText, zip } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { multipart } from '#server/test/multipart.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import { IMAGE_TYPES } from '../../platform/files/detect-type.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { commitUpload } from '../../platform/files/store-upload.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const referPayload = (jobId: string, email: string) =>
  JSON.stringify({
    mode: 'new',
    jobId,
    firstname: 'Jane',
    lastname: 'Doe',
    email,
    mobile: '+447912345678',
    linkedinPage: email.split('@')[0],
    term1Accepted: true,
    term2Accepted: true,
  });

async function referWith(
  headers: Record<string, string>,
  jobId: string,
  email: string,
  file: Buffer,
  filename: string,
) {
  const body = multipart([
    { name: 'payload', value: referPayload(jobId, email) },
    { name: 'cv', filename, content: file, type: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]?.n ?? 0;

describe('uploads', () => {
  it('refuses an executable named .pdf by its bytes, keeping nothing', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(4096, 1),
    ]);
    const rowsBefore = await fileCount();
    const storedBefore = storedFiles(t.config.filesDir);
    const response = await referWith(
      recruiter.headers,
      job.publicId,
      'exe@example.test',
      exe,
      'cv.pdf',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Please upload your CV in PDF or DOC format.',
      details: [{ path: 'file', message: 'unsupported_file_type' }],
    });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    expect(
      (await referWith(recruiter.headers, job.publicId, 'png@example.test', png, 'cv.png'))
        .statusCode,
    ).toBe(400);
    expect(await fileCount()).toBe(rowsBefore);
    expect(storedFiles(t.config.filesDir)).toEqual(storedBefore);
  });

  it('accepts DOC and DOCX by their bytes and refuses a zip bomb posing as DOCX', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const docx = docxWithText([
      'Ada Lovelace',
      'ada@example.test',
      'https://www.linkedin.com/in/ada-l',
    ]);
    const ok = await referWith(
      recruiter.headers,
      job.publicId,
      'docx@example.test',
      docx,
      'cv.docx',
    );
    expect(ok.json().status).toBe(0);
    const [row] = await t.db.select().from(files).where(eq(files.originalName, 'cv.docx'));
    expect(row).toMatchObject({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(row!.extractedText).toContain('Ada Lovelace');

    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const doc = await referWith(
      recruiter.headers,
      job.publicId,
      'doc@example.test',
      ole,
      'old.doc',
    );
    expect(doc.json().status).toBe(0);

    const bomb = zip([
      { name: 'word/document.xml', content: '<w:document/>', declaredSize: 0xfffffff0 },
    ]);
    const refused = await referWith(
      recruiter.headers,
      job.publicId,
      'bomb@example.test',
      bomb,
      'cv.docx',
    );
    expect(refused.statusCode).toBe(400);
    const plainZip = zip([{ name: 'readme.txt', content: 'hello' }]);
    expect(
      (await referWith(recruiter.headers, job.publicId, 'zip@example.test', plainZip, 'cv.docx'))
        .statusCode,
    ).toBe(400);
  });

  it('stores file names without bidirectional or control characters', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    // U+202E would show "cv\u202Efdp.exe" as "cvexe.pdf"; the others hide or reorder text too.
    const name =
      '\u202Ams\u202B \u202Ccv\u202D\u2066-\u2067\u2068\u2069\u200E\u200F\u061C\u0000\u0007\u009B\u202Efdp.exe';
    const response = await referWith(
      recruiter.headers,
      job.publicId,
      'bidi@example.test',
      pdfWithText(['Bidi Name']),
      name,
    );
    expect(response.json().status).toBe(0);
    const [row] = await t.db
      .select({ originalName: files.originalName })
      .from(files)
      .where(
        eq(
          files.sha256,
          createHash('sha256')
            .update(pdfWithText(['Bidi Name']))
            .digest('hex'),
        ),
      );
    expect(row?.originalName).toBe('ms cv-fdp.pdf');
  });

  it('refuses a 50 MB upload at the limit without buffering it', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const boundary = '----fifty-megabytes';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${referPayload(job.publicId, 'big@example.test')}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    async function* body() {
      yield head;
      for (let i = 0; i < 50; i++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    await collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const rowsBefore = await fileCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: Readable.from(body()),
      headers: {
        ...recruiter.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    clearInterval(sampler);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
    // The 50 MB never sat in memory: the heap grew by far less than the upload's size.
    expect(peak - heapBefore).toBeLessThan(25 * 1024 * 1024);
    expect(await fileCount()).toBe(rowsBefore);
    expect(storedFiles(t.config.filesDir).some((name) => name.includes('partial'))).toBe(false);
  });
});

/** A CV a recruiter sent with a referral to a company member's job, and its download URL. */
async function cvSentToCompany(email: string) {
  const member = await t.loginAs({ roleId: ROLE.company });
  const job = await createJob(t.db, { company: { ownerIds: [member.user.id] } });
  const referrer = await t.loginAs({ roleId: ROLE.recruiter });
  const pdf = pdfWithText(['Private CV']);
  const result = (
    await referWith(referrer.headers, job.publicId, email, pdf, 'private.pdf')
  ).json();
  const cvs = (
    await t.app.inject({
      url: `/api/referrals/candidates/${result.candidateId}/cvs`,
      headers: referrer.headers,
    })
  ).json();
  return { member, referrer, pdf, url: cvs.items[0].url as string };
}

describe('reading files', () => {
  it("serves a CV to its referrer, the job's company and staff only", async () => {
    const { member, referrer, pdf, url } = await cvSentToCompany('private@example.test');

    const asReferrer = await t.app.inject({ url, headers: referrer.headers });
    expect(asReferrer.statusCode).toBe(200);
    expect(asReferrer.headers['content-type']).toBe('application/pdf');
    expect(asReferrer.headers['cache-control']).toBe('private, no-store');
    expect(asReferrer.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ url, headers: member.headers })).statusCode).toBe(200);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    expect((await t.app.inject({ url, headers: staff.headers })).statusCode).toBe(200);

    const stranger = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await t.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
    const otherCompany = await t.loginAs({ roleId: ROLE.company });
    await createJob(t.db, { company: { ownerIds: [otherCompany.user.id] } });
    expect((await t.app.inject({ url, headers: otherCompany.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/files/not-an-id' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/files/${'0'.repeat(32)}` })).statusCode).toBe(404);
  });

  it('a company member whose role staff changed no longer reads the CVs sent to the company', async () => {
    const { member, url } = await cvSentToCompany('moved@example.test');
    expect((await t.app.inject({ url, headers: member.headers })).statusCode).toBe(200);

    const staff = await t.loginAs({ roleId: ROLE.admin });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.publicId}/role`,
      headers: staff.headers,
      payload: { roleId: ROLE.recruiter },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: member.user.email,
        password: TEST_PASSWORD,
        captchaToken: await solvedBotCheckToken(t.app, 'login'),
      },
    });
    const asRecruiter = { authorization: `Bearer ${login.json().accessToken}` };
    expect((await t.app.inject({ url, headers: asRecruiter })).statusCode).toBe(404);
  });

  it('stores pictures through receiveUpload and commitUpload and serves them publicly', async () => {
    const owner = await createUser(t.db, { roleId: ROLE.candidate });
    // A 1×1 transparent PNG: file-type wants a real header chunk, not the signature alone.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const part = {
      file: Object.assign(Readable.from([png]), { truncated: false }),
      filename: '../../me.png',
    } as unknown as Parameters<typeof receiveUpload>[0];
    const upload = await receiveUpload(part, {
      allowed: IMAGE_TYPES,
      maxBytes: t.config.maxUploadBytes,
    });
    const file = await commitUpload(
      t,
      upload,
      { fileTypeId: FILE_TYPE.profilePicture, ownerUserId: owner.id },
      t.db,
      { keys: [] },
    );
    await upload.dispose();
    expect(file).toMatchObject({
      originalName: 'me.png',
      mimeType: 'image/png',
      sizeBytes: png.length,
    });
    const response = await t.app.inject({ url: `/api/files/${file.publicId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
  });
});

describe('CV reader', () => {
  it('prefills name, e-mail, phone and LinkedIn from a PDF, and says when a CV is unreadable', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const read = (content: Buffer, filename: string) => {
      const body = multipart([{ name: 'cv', filename, content }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/cv-reader',
        payload: body.payload,
        headers: { ...recruiter.headers, ...body.headers },
      });
    };
    const pdf = pdfWithText([
      'Grace Hopper',
      'grace.hopper@example.test  |  +44 7912 345678  |  linkedin.com/in/grace-hopper',
    ]);
    expect((await read(pdf, 'grace.pdf')).json()).toEqual({
      readable: true,
      firstname: 'Grace',
      lastname: 'Hopper',
      email: 'grace.hopper@example.test',
      phone: '+447912345678',
      linkedinPage: 'linkedin.com/in/grace-hopper/',
    });
    const broken = Buffer.from('%PDF-1.4\nthis is not really a pdf');
    expect((await read(broken, 'broken.pdf')).json()).toMatchObject({
      readable: false,
      email: null,
    });
    const candidate = await t.loginAs({ roleId: ROLE.company });
    const body = multipart([{ name: 'cv', filename: 'x.pdf', content: pdf }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cv-reader',
      payload: body.payload,
      headers: { ...candidate.headers, ...body.headers },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('stores a CV that cannot be read', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const broken = Buffer.from('%PDF-1.4\nthis is not really a pdf');
    const response = await referWith(
      recruiter.headers,
      job.publicId,
      'broken@example.test',
      broken,
      'broken.pdf',
    );
    expect(response.json().status).toBe(0);
  });
});
