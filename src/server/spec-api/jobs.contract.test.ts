import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { createJob } from '../test/factories/job.ts';
import { createReferral } from '../test/factories/referral.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  daysAgo,
  ids,
  idsOf,
  jobsWorld,
  openingsCall,
  type JobsWorld,
} from './jobs-contract-setup.ts';
import { execute } from './test-support.ts';

// Written from the spec's tables: public-side section 7 (sqlId 3), authenticated-area section
// 7.2 (28, 32, 33), the job entities of public-side section 3 and the flags of its section 2.

const TOKEN = 'qjx7';
let t: TestApp;
let w: JobsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await jobsWorld(t, TOKEN);
});
afterAll(async () => {
  await t.close();
});

const search = { piv_search_text: TOKEN };
const open = () => idsOf(w.jobs.tr, w.jobs.de, w.jobs.gb);

describe('sqlId 3: job openings', () => {
  it('lists the open jobs with the spec’s fields, newest first, for an anonymous visitor', async () => {
    const answer = await openingsCall(t, search);
    expect(answer.statusCode).toBe(200);
    expect(answer.rows.map((row) => row.job_opening_id)).toEqual([
      w.jobs.tr.publicId,
      w.jobs.de.publicId,
      w.jobs.gb.publicId,
    ]);
    expect(answer.rows[0]).toMatchObject({
      id: w.jobs.tr.publicId,
      job_opening_id: w.jobs.tr.publicId,
      short_name: `Kıdemli Mühendis ${TOKEN}`,
      reference_code: w.jobs.tr.referenceCode,
      status_id: JOB_STATUS.open,
      company_name: `Acme ${TOKEN}`,
      company_logo: null,
      location_city_name: 'İstanbul',
      location_country_id: w.countries.tr,
      country_id: w.countries.tr,
      city_id: w.istanbul,
      reward: 1000,
      reward_minor: 100_000,
      commission_currency_type: 'USD',
      // Anonymous visitors see both buttons; the client sends them to login.
      show_refer_button: 1,
      show_apply_button: 1,
      total_records: 3,
    });
    expect(new Date(String(answer.rows[0]?.create_date)).getTime()).toBe(
      w.jobs.tr.createdAt.getTime(),
    );
  });

  it('filters by the comma list of countries, -1 being none', async () => {
    const { tr, de } = w.countries;
    expect(ids((await openingsCall(t, { ...search, pin_country_id: `${tr}` })).rows)).toEqual(
      idsOf(w.jobs.tr),
    );
    expect(ids((await openingsCall(t, { ...search, pin_country_id: `${tr},${de}` })).rows)).toEqual(
      idsOf(w.jobs.tr, w.jobs.de),
    );
    expect(ids((await openingsCall(t, { ...search, pin_country_id: '-1' })).rows)).toEqual(open());
    expect(ids((await openingsCall(t, { ...search, pin_country_id: '' })).rows)).toEqual(open());
  });

  it('filters by remote type (2 remote, 1 onsite, 3 hybrid, -1 any)', async () => {
    const remote = (value: number) => openingsCall(t, { ...search, pin_is_remote: value });
    expect(ids((await remote(2)).rows)).toEqual(idsOf(w.jobs.tr));
    expect(ids((await remote(1)).rows)).toEqual(idsOf(w.jobs.de));
    expect(ids((await remote(3)).rows)).toEqual(idsOf(w.jobs.gb));
    expect(ids((await remote(-1)).rows)).toEqual(open());
  });

  it('filters by posted-after date (today, 7 or 30 days ago, or empty)', async () => {
    const after = (date: string) => openingsCall(t, { ...search, piv_posted_after_date: date });
    expect(ids((await after(daysAgo(7))).rows)).toEqual(idsOf(w.jobs.tr));
    expect(ids((await after(daysAgo(30))).rows)).toEqual(idsOf(w.jobs.tr, w.jobs.de));
    expect((await after(daysAgo(0))).rows).toEqual([]);
    expect(ids((await after('')).rows)).toEqual(open());
  });

  it('filters by city, job type, recruitment type, company and keyword', async () => {
    const by = (values: Record<string, string | number>) =>
      openingsCall(t, { ...search, ...values });
    expect(ids((await by({ pin_city_id: w.istanbul })).rows)).toEqual(idsOf(w.jobs.tr));
    expect(ids((await by({ pin_job_type_id: 2 })).rows)).toEqual(idsOf(w.jobs.de, w.jobs.gb));
    expect(ids((await by({ pin_recruitment_type_id: 2 })).rows)).toEqual(idsOf(w.jobs.de));
    expect(ids((await by({ pin_company_id: w.companies.a.publicId })).rows)).toEqual(
      idsOf(w.jobs.tr, w.jobs.gb),
    );
    expect(ids((await by({ piv_search_text: `muhendis ${TOKEN}` })).rows)).toEqual(
      idsOf(w.jobs.tr),
    );
  });

  it('similar jobs (status 1, no user or job id) are the open jobs; our pin_similar_to_job_id excludes the job', async () => {
    const similar = await openingsCall(t, { ...search, pin_status_id: 1 });
    expect(ids(similar.rows)).toEqual(open());
    const like = await openingsCall(t, { pin_similar_to_job_id: w.jobs.tr.publicId });
    expect(like.statusCode).toBe(200);
    expect(like.rows.map((row) => row.job_opening_id)).not.toContain(w.jobs.tr.publicId);
    expect(like.rows.map((row) => row.job_opening_id)).toContain(w.jobs.gb.publicId);
  });

  it('answers the first 100 rows, and pin_page / pin_page_size page through the rest', async () => {
    const many = 'mzq4';
    for (let i = 0; i < 103; i += 1) await createJob(t.db, { title: `Bulk ${many} ${i}` });
    const first = await openingsCall(t, { piv_search_text: many });
    expect(first.rows).toHaveLength(100);
    expect(first.rows[0]?.total_records).toBe(103);
    const second = await openingsCall(t, { piv_search_text: many, pin_page: 2 });
    expect(second.rows).toHaveLength(3);
    const all = new Set([...ids(first.rows), ...ids(second.rows)]);
    expect(all.size).toBe(103);
    const small = await openingsCall(t, { piv_search_text: many, pin_page: 3, pin_page_size: 30 });
    expect(small.rows).toHaveLength(30);
    expect(ids(small.rows).every((id) => all.has(id))).toBe(true);
  });
});

describe('sqlId 3: job detail', () => {
  it('answers the one job with the detail record’s fields', async () => {
    const answer = await openingsCall(t, { pin_job_opening_id: w.jobs.tr.publicId });
    expect(answer.statusCode).toBe(200);
    expect(answer.rows).toHaveLength(1);
    const row = answer.rows[0] ?? {};
    expect(row).toMatchObject({
      job_opening_id: w.jobs.tr.publicId,
      short_name: `Kıdemli Mühendis ${TOKEN}`,
      reference_code: w.jobs.tr.referenceCode,
      status_id: 1,
      company_name: `Acme ${TOKEN}`,
      location_city_name: 'İstanbul',
      min_salary: 50_000,
      max_salary: 70_000,
      salary_currency: 'TRY',
      job_description: '<p>A job.</p>',
      active_candidate_cnt: 0,
      show_refer_button: 1,
      show_apply_button: 1,
    });
    expect(row.number_of_views).toBeGreaterThan(0);
    const responsibles = JSON.parse(String(row.company_responsibles)) as Record<string, unknown>[];
    expect(responsibles.map((p) => p.responsible_user_id)).toEqual([w.users.memberA.user.publicId]);
  });

  it('tells a recruiter they already referred to the job (show_refer_button 0)', async () => {
    const { recruiter } = w.users;
    await createReferral(t.db, { jobId: w.jobs.de.id, referrerUserId: recruiter.user.id });
    const detail = await openingsCall(
      t,
      { pin_user_id: recruiter.user.publicId, pin_job_opening_id: w.jobs.de.publicId },
      recruiter.headers,
    );
    expect(detail.rows[0]).toMatchObject({ show_refer_button: 0, show_apply_button: 1 });
    const list = await openingsCall(t, search, recruiter.headers);
    const de = list.rows.find((row) => row.job_opening_id === w.jobs.de.publicId);
    expect(de).toMatchObject({ show_refer_button: 0 });
    const candidate = await openingsCall(
      t,
      { pin_job_opening_id: w.jobs.de.publicId },
      w.users.candidate.headers,
    );
    expect(candidate.rows[0]).toMatchObject({ show_refer_button: -1, show_apply_button: 1 });
  });
});

describe('sqlId 3: who sees what', () => {
  const statusRows = async (status: number, headers: Record<string, string> = {}) =>
    ids((await openingsCall(t, { ...search, pin_status_id: status }, headers)).rows);

  it('others’ drafts and non-open jobs are not found for anonymous, candidate and recruiter', async () => {
    for (const headers of [{}, w.users.candidate.headers, w.users.recruiter.headers]) {
      expect(await statusRows(JOB_STATUS.draft, headers)).toEqual([]);
      expect(await statusRows(-1, headers)).toEqual(open());
      const draft = await openingsCall(t, { pin_job_opening_id: w.jobs.draftA.publicId }, headers);
      expect(draft.statusCode).toBe(200);
      expect(draft.rows).toEqual([]);
      const assigned = await openingsCall(
        t,
        { ...search, pin_assigned_internal_user_id: w.users.recruiter.user.publicId },
        headers,
      );
      expect(assigned.rows).toEqual([]);
    }
  });

  it('a company member sees their own company’s jobs of every status, not another company’s', async () => {
    const { memberA, memberB } = w.users;
    expect(await statusRows(JOB_STATUS.draft, memberA.headers)).toEqual(idsOf(w.jobs.draftA));
    expect(await statusRows(-1, memberA.headers)).toEqual(
      idsOf(w.jobs.tr, w.jobs.gb, w.jobs.draftA),
    );
    const own = await openingsCall(
      t,
      { pin_job_opening_id: w.jobs.draftA.publicId },
      memberA.headers,
    );
    expect(own.rows[0]).toMatchObject({ job_opening_id: w.jobs.draftA.publicId, status_id: 2 });
    // Another company's draft and closed job: not found, by id, by status or by company.
    expect(await statusRows(JOB_STATUS.draft, memberB.headers)).toEqual([]);
    expect(
      (await openingsCall(t, { pin_job_opening_id: w.jobs.draftA.publicId }, memberB.headers)).rows,
    ).toEqual([]);
    expect(
      (await openingsCall(t, { pin_job_opening_id: w.jobs.closedB.publicId }, memberA.headers))
        .rows,
    ).toEqual([]);
    const otherCompany = await openingsCall(
      t,
      { ...search, pin_status_id: -1, pin_company_id: w.companies.b.publicId },
      memberA.headers,
    );
    expect(otherCompany.rows).toEqual([]);
  });

  it('filters by the assigned company user and the assigned crowd recruiter', async () => {
    const { memberA, staff, recruiter } = w.users;
    const byResponsible = await openingsCall(
      t,
      { ...search, pin_status_id: -1, pin_assigned_company_user_id: memberA.user.publicId },
      memberA.headers,
    );
    expect(ids(byResponsible.rows)).toEqual(idsOf(w.jobs.tr));
    expect(byResponsible.rows[0]).toMatchObject({ show_refer_button: -1, status_name: 'Open' });
    const byRecruiter = await openingsCall(
      t,
      { ...search, pin_assigned_internal_user_id: recruiter.user.publicId },
      staff.headers,
    );
    expect(ids(byRecruiter.rows)).toEqual(idsOf(w.jobs.gb));
  });

  it('staff see every company’s jobs of any status', async () => {
    const { staff } = w.users;
    expect(await statusRows(JOB_STATUS.closed, staff.headers)).toEqual(idsOf(w.jobs.closedB));
    expect(await statusRows(-1, staff.headers)).toEqual(
      idsOf(w.jobs.tr, w.jobs.de, w.jobs.gb, w.jobs.draftA, w.jobs.closedB),
    );
  });

  it('pin_user_id never chooses whose view is read: someone else’s is refused unless staff', async () => {
    const { recruiter, candidate, staff } = w.users;
    const asOther = {
      pin_user_id: candidate.user.publicId,
      pin_job_opening_id: w.jobs.tr.publicId,
    };
    expect((await openingsCall(t, asOther, recruiter.headers)).statusCode).toBe(403);
    expect((await openingsCall(t, asOther)).statusCode).toBe(403);
    expect((await openingsCall(t, asOther, staff.headers)).rows).toHaveLength(1);
  });
});

describe('sqlId 3: hostile input answers 4xx, never 500', () => {
  it.each([
    ['a NUL in the search', { piv_search_text: 'a\u0000b' }],
    ['a huge search', { piv_search_text: 'x'.repeat(20_000) }],
    ['a country past int4', { pin_country_id: '2147483648' }],
    ['a broken country list', { pin_country_id: '1,abc' }],
    ['a city past int4', { pin_city_id: '99999999999' }],
    ['an impossible date', { piv_posted_after_date: '2026-02-30' }],
    ['a date that is not one', { piv_posted_after_date: '9999-99-99' }],
    ['an unknown remote type', { pin_is_remote: 7 }],
    ['a job id that is no public id', { pin_job_opening_id: '2147483648' }],
    ['a company id with a NUL', { pin_company_id: 'a\u0000' }],
    ['a page size above 100', { pin_page_size: 101 }],
  ])('%s', async (_, values) => {
    const answer = await openingsCall(t, values as Record<string, string | number>);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed' });
  });

  it('parameters as broken JSON text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Commons/Executer',
      payload: { sqlId: 3, parameters: '[{"parameter_name": "pin_country_id",' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('parameters as JSON text are read', async () => {
    const answer = await execute(t.app, 3, { ...search, pin_status_id: 1 }, { asText: true });
    expect(ids(answer.rows)).toEqual(open());
  });
});
