import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { countries, currencies, jobs, rewards } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createApplication, createReferral } from '#server/test/factories/referral.ts';

let t: TestApp;
let countryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [gb] = await t.db.select().from(countries).where(eq(countries.iso2, 'GB'));
  countryId = gb?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const form = (companyId: string, reward: number, rewardCurrency = 'USD') => ({
  companyId,
  title: 'Platform Engineer',
  industryId: 1,
  jobTypeId: 1,
  recruitmentTypeId: 1,
  remoteTypeId: 1,
  countryId,
  reward,
  rewardCurrency,
  descriptionHtml: '<p>Build things</p>',
  statusId: JOB_STATUS.open,
});

async function member() {
  const session = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, { memberIds: [session.user.id] });
  await createJob(t.db, { companyId: company.id });
  return { ...session, company };
}

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/job-admin/jobs', headers, payload });

const update = (headers: Record<string, string>, jobId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/job-admin/jobs/${jobId}`, headers, payload });

const setMaximum = async (headers: Record<string, string>, code: string, maxReward: number) => {
  const [row] = await t.db.select().from(currencies).where(eq(currencies.code, code));
  return t.app.inject({
    method: 'PUT',
    url: `/api/lookup-admin/currencies/${row?.id ?? 0}`,
    headers,
    payload: { maxReward },
  });
};

describe('job reward maximum', () => {
  it('accepts a reward below and at the seeded maximum and refuses one above it', async () => {
    const me = await member();
    expect((await create(me.headers, form(me.company.publicId, 49_999.99))).statusCode).toBe(201);
    const at = await create(me.headers, form(me.company.publicId, 50_000));
    expect(at.statusCode).toBe(201);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.publicId, at.json().id));
    expect(job?.rewardMinor).toBe(5_000_000);

    const above = await create(me.headers, form(me.company.publicId, 50_000.01));
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'reward_above_maximum',
      message: 'The reward must not be above 50,000 USD',
      details: [{ path: 'reward', message: 'reward_above_maximum', max: 50_000, currency: 'USD' }],
    });
    const billion = await create(me.headers, form(me.company.publicId, 1_000_000_000));
    expect(billion.json().code).toBe('reward_above_maximum');
    // The yen has no minor unit: its maximum is whole yen.
    const yen = await create(me.headers, form(me.company.publicId, 7_500_001, 'JPY'));
    expect(yen.json().details[0]).toMatchObject({ max: 7_500_000, currency: 'JPY' });
  });

  it('refuses an update above the maximum and leaves the job as it was; staff too', async () => {
    const me = await member();
    const created = await create(me.headers, form(me.company.publicId, 1_000));
    const id = created.json().id as string;
    const raised = await update(me.headers, id, form(me.company.publicId, 50_001));
    expect(raised.statusCode).toBe(400);
    expect(raised.json().code).toBe('reward_above_maximum');
    const [job] = await t.db.select().from(jobs).where(eq(jobs.publicId, id));
    expect(job?.rewardMinor).toBe(100_000);

    const staff = await t.loginAs({ roleId: ROLE.admin });
    const byStaff = await update(staff.headers, id, form(me.company.publicId, 50_001));
    expect(byStaff.statusCode).toBe(400);
    const staffCreate = await create(staff.headers, form(me.company.publicId, 60_000));
    expect(staffCreate.json().code).toBe('reward_above_maximum');
    expect((await update(me.headers, id, form(me.company.publicId, 50_000))).statusCode).toBe(200);
  });

  it('follows the maximum staff set on the currencies page', async () => {
    const me = await member();
    const staff = await t.loginAs({ roleId: ROLE.admin });
    expect((await create(me.headers, form(me.company.publicId, 80_000, 'CAD'))).statusCode).toBe(
      400,
    );
    expect((await setMaximum(staff.headers, 'CAD', 90_000)).statusCode).toBe(200);
    const created = await create(me.headers, form(me.company.publicId, 80_000, 'CAD'));
    expect(created.statusCode).toBe(201);

    expect((await setMaximum(staff.headers, 'CAD', 10_000)).statusCode).toBe(200);
    const lowered = await update(
      me.headers,
      created.json().id as string,
      form(me.company.publicId, 20_000, 'CAD'),
    );
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().details[0]).toMatchObject({ max: 10_000, currency: 'CAD' });
    // Kept as it is, the reward stands: the job can still be saved (paused, closed, retitled).
    const kept = await update(
      me.headers,
      created.json().id as string,
      form(me.company.publicId, 80_000, 'CAD'),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    // Members cannot move the limit themselves.
    expect((await setMaximum(me.headers, 'CAD', 1_000_000)).statusCode).toBe(403);
  });
});

const HIRE = 6;
const CUT_REFUSED =
  'A candidate has been referred to this job: its reward can rise, but not fall or change currency';

/** A company member's job paying 1,500 USD, saved through the API, and its reward as stored. */
async function memberWithJob() {
  const me = await member();
  const created = await create(me.headers, form(me.company.publicId, 1500));
  expect(created.statusCode, created.body).toBe(201);
  const [job] = await t.db.select().from(jobs).where(eq(jobs.publicId, created.json().id));
  if (!job) throw new Error('job not saved');
  const change = (headers: Record<string, string>, reward: number, currency = 'USD') =>
    update(headers, job.publicId, form(me.company.publicId, reward, currency));
  const stored = async () => {
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    return { rewardMinor: row?.rewardMinor, rewardCurrency: row?.rewardCurrency };
  };
  return { member: me, job, update: change, stored };
}

describe('a job’s reward once a candidate is referred to it', () => {
  it('may rise, but neither fall nor change currency, for staff too, in the caller’s language', async () => {
    const { member, job, update, stored } = await memberWithJob();
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.user.id });
    const admin = await t.loginAs({ roleId: ROLE.admin });

    for (const [headers, reward, currency] of [
      [member.headers, 0.01, 'USD'],
      [member.headers, 1499.99, 'USD'],
      [member.headers, 1500, 'EUR'],
      [admin.headers, 1, 'USD'],
    ] as const) {
      const refused = await update(headers, reward, currency);
      expect(refused.statusCode, `${reward} ${currency}`).toBe(400);
      expect(refused.json()).toMatchObject({
        message: CUT_REFUSED,
        details: [{ path: currency === 'USD' ? 'reward' : 'rewardCurrency', message: CUT_REFUSED }],
      });
    }
    const turkish = await update({ ...member.headers, 'accept-language': 'tr' }, 1);
    expect(turkish.json().message).toBe(
      'Bu ilana bir aday önerildi: ödülü artırılabilir, ancak düşürülemez ve para birimi değiştirilemez',
    );
    expect(await stored()).toEqual({ rewardMinor: 150_000, rewardCurrency: 'USD' });

    // The same reward, or a higher one, saves as before.
    expect((await update(member.headers, 1500)).statusCode).toBe(200);
    expect((await update(member.headers, 2000)).statusCode).toBe(200);
    expect(await stored()).toEqual({ rewardMinor: 200_000, rewardCurrency: 'USD' });
    expect((await update(member.headers, 1999)).statusCode).toBe(400);
  });

  it('holds the reward the job showed at the hire, after a refused cut', async () => {
    const { member, job, update } = await memberWithJob();
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      statusId: 4,
      withCv: true,
    });
    expect((await update(member.headers, 0.01)).statusCode).toBe(400);
    const hired = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/move`,
      headers: member.headers,
      payload: { statusId: HIRE, note: 'Hired', confirmHire: true },
    });
    expect(hired.statusCode, hired.body).toBe(200);
    const held = await t.db.select().from(rewards).where(eq(rewards.referralId, referral.id));
    expect(held.map((row) => [row.amountMinor, row.currency])).toEqual([[150_000, 'USD']]);
  });

  it('may change freely while nobody was referred, a candidate’s own application included', async () => {
    const { job, member, update, stored } = await memberWithJob();
    expect((await update(member.headers, 100)).statusCode).toBe(200);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    await createApplication(t.db, { jobId: job.id, userId: candidate.user.id });
    expect((await update(member.headers, 50, 'EUR')).statusCode).toBe(200);
    expect(await stored()).toEqual({ rewardMinor: 5_000, rewardCurrency: 'EUR' });
  });
});
