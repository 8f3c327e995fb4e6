import { JOB_STATUS, REMOTE_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { jobRecruiters } from '../db/schema/index.ts';
import type { TestApp } from '../test/app.ts';
import { createCompany, createCompanyMember } from '../test/factories/company.ts';
import { createJob } from '../test/factories/job.ts';
import { cityId, countryId } from '../test/factories/reference-data.ts';
import { execute } from './test-support.ts';

export const DAY = 86_400_000;

/** YYYY-MM-DD of `days` days ago (UTC), as the spec's client sends piv_posted_after_date. */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/**
 * The world of the jobs contract: two companies with a member each (A has a second member), the
 * other roles, and jobs whose titles carry `token` so a search finds only them:
 * - tr: open, company A, İstanbul, remote, job type 1, recruitment type 1, 2 days old
 * - de: open, company B, Germany, onsite, job type 2, recruitment type 2, 20 days old
 * - gb: open, company A, United Kingdom, hybrid, job type 2, 40 days old
 * - draftA: draft of company A (Türkiye); closedB: closed job of company B
 */
export async function jobsWorld(t: TestApp, token: string) {
  const [memberA, memberA2, memberB, candidate, recruiter, staff] = await Promise.all([
    t.loginAs({ roleId: ROLE.company }),
    t.loginAs({ roleId: ROLE.company }),
    t.loginAs({ roleId: ROLE.company }),
    t.loginAs({ roleId: ROLE.candidate }),
    t.loginAs({ roleId: ROLE.recruiter }),
    t.loginAs({ roleId: ROLE.admin }),
  ]);
  const companyA = await createCompany(t.db, {
    name: `Acme ${token}`,
    memberIds: [memberA.user.id, memberA2.user.id],
  });
  const companyB = await createCompany(t.db, { name: `Beta ${token}` });
  await createCompanyMember(t.db, { companyId: companyB.id, userId: memberB.user.id });
  const [tr, de, gb] = await Promise.all([
    countryId(t.db, 'TR'),
    countryId(t.db, 'DE'),
    countryId(t.db, 'GB'),
  ]);
  const istanbul = await cityId(t.db, 'TR', 'İstanbul');
  const now = Date.now();
  const jobs = {
    tr: await createJob(t.db, {
      title: `Kıdemli Mühendis ${token}`,
      companyId: companyA.id,
      countryId: tr,
      cityId: istanbul,
      remoteTypeId: REMOTE_TYPE.remote,
      jobTypeId: 1,
      recruitmentTypeId: 1,
      salaryMinMinor: 5_000_000,
      salaryMaxMinor: 7_000_000,
      salaryCurrency: 'TRY',
      createdAt: new Date(now - 2 * DAY),
      responsibleIds: [memberA.user.id],
    }),
    de: await createJob(t.db, {
      title: `Backend Engineer ${token}`,
      companyId: companyB.id,
      countryId: de,
      remoteTypeId: REMOTE_TYPE.onsite,
      jobTypeId: 2,
      recruitmentTypeId: 2,
      createdAt: new Date(now - 20 * DAY),
    }),
    gb: await createJob(t.db, {
      title: `Data Analyst ${token}`,
      companyId: companyA.id,
      countryId: gb,
      remoteTypeId: REMOTE_TYPE.hybrid,
      jobTypeId: 2,
      createdAt: new Date(now - 40 * DAY),
    }),
    draftA: await createJob(t.db, {
      title: `Draft ${token}`,
      companyId: companyA.id,
      countryId: tr,
      statusId: JOB_STATUS.draft,
    }),
    closedB: await createJob(t.db, {
      title: `Closed ${token}`,
      companyId: companyB.id,
      countryId: de,
      statusId: JOB_STATUS.closed,
    }),
  };
  await t.db.insert(jobRecruiters).values({ jobId: jobs.gb.id, userId: recruiter.user.id });
  return {
    users: { memberA, memberA2, memberB, candidate, recruiter, staff },
    companies: { a: companyA, b: companyB },
    countries: { tr, de, gb },
    istanbul,
    jobs,
  };
}

export type JobsWorld = Awaited<ReturnType<typeof jobsWorld>>;

/** sqlId 3 as the spec's client calls it, every parameter sent (-1 or empty for none). */
export function openingsCall(
  t: TestApp,
  values: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  return execute(
    t.app,
    3,
    {
      pin_user_id: -1,
      pin_job_opening_id: -1,
      pin_city_id: -1,
      pin_country_id: -1,
      pin_company_id: -1,
      pin_status_id: 1,
      pin_assigned_company_user_id: -1,
      pin_assigned_internal_user_id: -1,
      piv_search_text: '',
      pin_recruitment_type_id: -1,
      pin_job_type_id: -1,
      pin_is_remote: -1,
      piv_posted_after_date: '',
      ...values,
    },
    { headers },
  );
}

/** The job ids of an answer's rows, sorted, for comparing sets. */
export const ids = (rows: Record<string, unknown>[]) =>
  rows.map((row) => String(row.job_opening_id)).sort();
export const idsOf = (...jobs: { publicId: string }[]) => jobs.map((job) => job.publicId).sort();
