import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { companyMembers } from '../../db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { unique } from '#server/test/factories/unique.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { REFERRAL_CHECK_RATE_LIMIT } from './manage-routes.ts';

useTestApp();

type Headers = Record<string, string> | undefined;

const check = (headers: Headers, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/referrals/check',
    headers: { ...headers, ...extra },
    payload: payload as object,
  });

const settings = (method: 'GET' | 'PUT', headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/referrals/settings',
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A person another recruiter referred to one job of a company; the company's other job. */
async function represented() {
  const company = await createCompany(t.db);
  const referredTo = await createJob(t.db, { companyId: company.id });
  const other = await createJob(t.db, { companyId: company.id });
  const first = await t.loginAs({ roleId: ROLE.recruiter });
  const id = unique();
  const { candidate } = await createReferral(t.db, {
    jobId: referredTo.id,
    referrerUserId: first.user.id,
    candidate: { email: `ja.ne${id}@gmail.com`, mobile: '+905321234567' },
    personEmail: `ja.ne${id}@gmail.com`,
    personLinkedin: `linkedin.com/in/jane-${id}`,
  });
  return { company, referredTo, other, first, candidate, id };
}

describe('POST /api/referrals/check: represented by another recruiter', () => {
  it('says why not, in the caller’s language, by e-mail, phone or LinkedIn, never who', async () => {
    const { other, first, candidate, id } = await represented();
    const second = await t.loginAs({ roleId: ROLE.recruiter });
    for (const who of [
      { email: `JANE${id}+x@googlemail.com` },
      { mobile: '+90 532 123 45 67' },
      { linkedinPage: `https://www.linkedin.com/in/JANE-${id}/` },
    ]) {
      const answer = await check(second.headers, { jobId: other.publicId, ...who });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        referable: false,
        reason: 'represented',
        message:
          'Another recruiter already represents this person for this company. You can refer them here once that period ends.',
      });
      for (const secret of [first.user.publicId, first.user.email, candidate.publicId, 'jane'])
        expect(answer.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const inTurkish = await check(
      second.headers,
      { jobId: other.publicId, mobile: '+905321234567' },
      { 'accept-language': 'tr' },
    );
    expect(inTurkish.json().message).toMatch(/^Bu kişiyi bu şirket için/);
  });

  it('answers referable to the representing recruiter, and for another person', async () => {
    const { other, first } = await represented();
    const mine = await check(first.headers, { jobId: other.publicId, mobile: '+905321234567' });
    expect(mine.json()).toEqual({ referable: true, reason: null, message: null });
    const second = await t.loginAs({ roleId: ROLE.recruiter });
    const fresh = await check(second.headers, { jobId: other.publicId, mobile: '+905329876543' });
    expect(fresh.json()).toEqual({ referable: true, reason: null, message: null });
  });

  it('answers "already referred" for the job itself before the company-wide rule', async () => {
    const { referredTo, id } = await represented();
    const second = await t.loginAs({ roleId: ROLE.recruiter });
    const sameJob = await check(second.headers, {
      jobId: referredTo.publicId,
      email: `ja.ne${id}@gmail.com`,
    });
    expect(sameJob.json().reason).toBe('already_referred');
    // The phone is no key of the job's own duplicate rule: the company-wide rule answers.
    const byPhone = await check(second.headers, {
      jobId: referredTo.publicId,
      mobile: '+905321234567',
    });
    expect(byPhone.json().reason).toBe('represented');
  });

  it('answers by role: 401 anonymous, 403 candidate, company member and staff, 403 own company', async () => {
    const { other, company } = await represented();
    const body = { jobId: other.publicId, mobile: '+905321234567' };
    expect((await check(undefined, body)).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await check(caller.headers, body)).statusCode).toBe(403);
    }
    const insider = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db.insert(companyMembers).values({ companyId: company.id, userId: insider.user.id });
    const own = await check(insider.headers, body);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('own_company_job');
  });

  it('refuses hostile input with 4xx, never 500', async () => {
    const { other } = await represented();
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const cases: unknown[] = [
      {},
      { jobId: other.publicId },
      { jobId: other.publicId, mobile: 'not a phone' },
      { jobId: other.publicId, mobile: '+90\u0000532' },
      { jobId: other.publicId, mobile: '9'.repeat(5000) },
      { jobId: other.publicId, mobile: 12345678 },
      { jobId: other.publicId, email: 'a\u0000@b.test' },
      { jobId: other.publicId, linkedinPage: 'https://evil.test/in/x' },
      { jobId: '2147483648', mobile: '+905321234567' },
      { jobId: 'x'.repeat(10_000), email: 'a@b.test' },
      ['array'],
      'text',
    ];
    for (const payload of cases) {
      const answer = await check(recruiter.headers, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    const unknownJob = await check(recruiter.headers, { jobId: 'f'.repeat(32), email: 'a@b.test' });
    expect(unknownJob.statusCode).toBe(404);
  });
});

describe('POST /api/referrals/check: counted', () => {
  it('answers 429 past its hourly limit for one recruiter, in their language; others go on', async () => {
    const job = await createJob(t.db);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const payload = (n: number) => ({ jobId: job.publicId, email: `probe-${n}@example.test` });
    for (let n = 0; n < REFERRAL_CHECK_RATE_LIMIT.limit; n += 1)
      expect((await check(recruiter.headers, payload(n))).statusCode).toBe(200);
    const refused = await check(recruiter.headers, payload(-1), { 'accept-language': 'tr' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).not.toContain('Too many');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await check(other.headers, payload(-1))).statusCode).toBe(200);
  });
});

describe('GET/PUT /api/referrals/settings', () => {
  it('lets staff read the default (6 months) and change it', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const initial = await settings('GET', staff.headers);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toMatchObject({ ownershipMonths: 6 });
    const changed = await settings('PUT', staff.headers, { ownershipMonths: 9 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().ownershipMonths).toBe(9);
    expect(changed.json().updatedAt).toEqual(expect.any(String));
    expect((await settings('GET', staff.headers)).json().ownershipMonths).toBe(9);
    await settings('PUT', staff.headers, { ownershipMonths: 6 });
  });

  it('answers 401 to anonymous and 404 to every other role, even with bad input', async () => {
    expect((await settings('GET', undefined)).statusCode).toBe(401);
    expect((await settings('PUT', undefined, { ownershipMonths: 3 })).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.recruiter, ROLE.company]) {
      const caller = await t.loginAs({ roleId });
      expect((await settings('GET', caller.headers)).statusCode).toBe(404);
      expect((await settings('PUT', caller.headers, { ownershipMonths: 3 })).statusCode).toBe(404);
      expect((await settings('PUT', caller.headers, { ownershipMonths: 'x' })).statusCode).toBe(
        404,
      );
    }
    const staff = await t.loginAs({ roleId: ROLE.admin });
    expect((await settings('GET', staff.headers)).json().ownershipMonths).toBe(6);
  });

  it('refuses hostile values with 400 and a clear message', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    for (const payload of [
      {},
      { ownershipMonths: 0 },
      { ownershipMonths: 61 },
      { ownershipMonths: 1.5 },
      { ownershipMonths: '6' },
      { ownershipMonths: 1e308 },
      { ownershipMonths: 2147483648 },
      { ownershipMonths: null },
      [6],
    ]) {
      const answer = await settings('PUT', staff.headers, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const answer = await settings('PUT', staff.headers, { ownershipMonths: 0 });
    expect(JSON.stringify(answer.json().details)).toContain('referrals.settings.monthsRange');
    expect((await settings('GET', staff.headers)).json().ownershipMonths).toBe(6);
  });
});
