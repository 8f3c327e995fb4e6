import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { candidates, referrals } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { multipart } from '#server/test/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function apply(headers: Record<string, string>, payload: unknown, cv?: Buffer) {
  const body = multipart([
    { name: 'payload', value: JSON.stringify(payload) },
    ...(cv ? [{ name: 'cv', filename: 'me.pdf', content: cv }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const terms = { term1Accepted: true, term2Accepted: true };

describe('apply', () => {
  it('applies with a new CV, then with the latest CV, and answers a second apply as already applied', async () => {
    const me = await t.loginAs({
      roleId: ROLE.candidate,
      linkedinPage: 'linkedin.com/in/me-myself/',
    });
    const job = await createJob(t.db);
    const first = await apply(me.headers, { jobId: job.publicId, ...terms }, pdfWithText(['Me']));
    expect(first.json()).toMatchObject({
      status: 0,
      message: 'Application submitted successfully!',
    });
    const [record] = await t.db.select().from(candidates).where(eq(candidates.userId, me.user.id));
    expect(record).toMatchObject({
      ownerUserId: me.user.id,
      firstname: me.user.firstname,
      email: me.user.email,
    });

    const again = await apply(me.headers, { jobId: job.publicId, ...terms }, pdfWithText(['Me']));
    expect(again.json()).toEqual({
      status: -1,
      message: 'You have already applied to this job',
      alreadyApplied: true,
    });

    const cvs = (
      await t.app.inject({ url: '/api/referrals/candidates/mine/cvs', headers: me.headers })
    ).json();
    expect(cvs.items).toHaveLength(1);
    const other = await createJob(t.db);
    const latest = await apply(me.headers, {
      jobId: other.publicId,
      cvFileId: cvs.items[0].id,
      ...terms,
    });
    expect(latest.json().status).toBe(0);
    const rows = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.referrerUserId, me.user.id));
    expect(rows.map((row) => row.kind)).toEqual(['application', 'application']);
    expect(new Set(rows.map((row) => row.cvFileId)).size).toBe(1);
  });

  it("asks for a CV, a LinkedIn page on the profile, and refuses another person's CV", async () => {
    const job = await createJob(t.db);
    const noLinkedin = await t.loginAs({ roleId: ROLE.candidate });
    const refused = await apply(
      noLinkedin.headers,
      { jobId: job.publicId, ...terms },
      pdfWithText(['x']),
    );
    expect(refused.json().details).toEqual([
      { path: 'body.linkedinPage', message: 'referrals.validation.linkedinUrl' },
    ]);
    const me = await t.loginAs({
      roleId: ROLE.recruiter,
      linkedinPage: 'https://linkedin.com/in/rec',
    });
    const noCv = await apply(me.headers, { jobId: job.publicId, ...terms });
    expect(noCv.json().details).toEqual([
      { path: 'body.cv', message: 'referrals.validation.attachCv' },
    ]);

    const someone = await t.loginAs({
      roleId: ROLE.candidate,
      linkedinPage: 'linkedin.com/in/someone/',
    });
    await apply(someone.headers, { jobId: job.publicId, ...terms }, pdfWithText(['Someone']));
    const theirs = (
      await t.app.inject({ url: '/api/referrals/candidates/mine/cvs', headers: someone.headers })
    ).json();
    const stolen = await apply(me.headers, {
      jobId: job.publicId,
      cvFileId: theirs.items[0].id,
      ...terms,
    });
    expect(stolen.json().details).toEqual([
      { path: 'body.cvFileId', message: 'referrals.validation.selectCv' },
    ]);
    const noTerms = await apply(
      me.headers,
      { jobId: job.publicId, term1Accepted: true },
      pdfWithText(['x']),
    );
    expect(noTerms.json().details).toEqual([
      { path: 'body.term2Accepted', message: 'referrals.validation.terms' },
    ]);
  });

  it('refuses an image CV with the spec message, as the refer flow does', async () => {
    const job = await createJob(t.db);
    const me = await t.loginAs({
      roleId: ROLE.candidate,
      linkedinPage: 'linkedin.com/in/image-cv/',
    });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const refused = await apply(me.headers, { jobId: job.publicId, ...terms }, png);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Please upload your CV in PDF or DOC format.',
    });
    expect(await t.db.select().from(referrals).where(eq(referrals.jobId, job.id))).toEqual([]);
  });

  it('refuses company members and staff (403) and anonymous callers (401)', async () => {
    const job = await createJob(t.db);
    for (const roleId of [ROLE.company, ROLE.admin]) {
      const user = await t.loginAs({ roleId, linkedinPage: `linkedin.com/in/x-${roleId}/` });
      expect(
        (await apply(user.headers, { jobId: job.publicId, ...terms }, pdfWithText(['x'])))
          .statusCode,
      ).toBe(403);
    }
    expect((await apply({}, { jobId: job.publicId, ...terms })).statusCode).toBe(401);
  });
});

describe('country of the caller', () => {
  it('reads proxy headers only when trusted, then the Accept-Language region', async () => {
    const byLanguage = await t.app.inject({
      url: '/api/geo/country',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9', 'cf-ipcountry': 'DE' },
    });
    expect(byLanguage.json()).toEqual({ iso2: 'TR', source: 'language' });
    const none = await t.app.inject({
      url: '/api/geo/country',
      headers: { 'accept-language': 'en' },
    });
    expect(none.json()).toEqual({ iso2: null, source: 'default' });
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await proxied.app.inject({
        url: '/api/geo/country',
        headers: { 'accept-language': 'tr-TR', 'cf-ipcountry': 'de' },
      });
      expect(response.json()).toEqual({ iso2: 'DE', source: 'proxy' });
    } finally {
      await proxied.close();
    }
  });
});
