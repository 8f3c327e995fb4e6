import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { JobFormResponse } from '#shared/schemas/job-admin.ts';
import type { Queryable } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  jobRecruiters,
  jobResponsibles,
  jobs,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { callerCompanyIds, canManageCompany, isStaff } from '../../platform/company-access.ts';
import { activeRecruiter } from '../../platform/active-recruiter.ts';
import { toMajor } from './save-job.ts';

/** The job as the edit form's values (amounts back in major units). */
export async function readJobForm(
  db: Queryable,
  auth: AuthContext,
  jobPublicId: string,
): Promise<JobFormResponse> {
  const [row] = await db
    .select({ job: jobs, companyId: companies.publicId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.publicId, jobPublicId));
  if (!row || !(await canManageCompany(db, auth, row.job.companyId)))
    throw notFound('Job not found');
  const { job } = row;
  const responsibles = await db
    .select({ id: users.publicId })
    .from(jobResponsibles)
    .innerJoin(users, eq(users.id, jobResponsibles.userId))
    .where(eq(jobResponsibles.jobId, job.id));
  const recruiters = await db
    .select({ id: users.publicId })
    .from(jobRecruiters)
    .innerJoin(users, eq(users.id, jobRecruiters.userId))
    .where(eq(jobRecruiters.jobId, job.id));
  const salary = (minor: number | null) =>
    minor === null || !job.salaryCurrency ? null : toMajor(db, minor, job.salaryCurrency);
  return {
    id: job.publicId,
    values: {
      companyId: row.companyId,
      title: job.title,
      referenceCode: job.referenceCode,
      industryId: job.industryId,
      jobTypeId: job.jobTypeId,
      recruitmentTypeId: job.recruitmentTypeId,
      remoteTypeId: job.remoteTypeId,
      countryId: job.countryId,
      cityId: job.cityId,
      salaryMin: await salary(job.salaryMinMinor),
      salaryMax: await salary(job.salaryMaxMinor),
      salaryTypeId: job.salaryTypeId,
      salaryCurrency: job.salaryCurrency,
      reward: await toMajor(db, job.rewardMinor, job.rewardCurrency),
      rewardCurrency: job.rewardCurrency,
      descriptionHtml: job.descriptionHtml,
      qualificationHtml: job.qualificationHtml,
      responsibleIds: responsibles.map((r) => r.id),
      recruiterIds: recruiters.map((r) => r.id),
      statusId: job.statusId,
    },
  };
}

/** Companies the caller may post for: their own, or (staff) every active company. */
export async function companyOptions(db: Queryable, auth: AuthContext) {
  const companyIds = isStaff(auth) ? null : await callerCompanyIds(db, auth);
  if (companyIds !== null && companyIds.length === 0) return { items: [] };
  const rows = await db
    .select({
      id: companies.publicId,
      name: companies.name,
      defaultCurrency: companies.defaultCurrency,
    })
    .from(companies)
    .where(companyIds === null ? eq(companies.active, true) : inArray(companies.id, companyIds))
    .orderBy(asc(companies.name))
    .limit(1000);
  return { items: rows.map(({ id, name, defaultCurrency }) => ({ id, name, defaultCurrency })) };
}

const person = (row: { id: string; first: string; last: string; email: string }) => ({
  id: row.id,
  name: `${row.first} ${row.last}`.trim(),
  email: row.email,
});

/** The people a job can name: the company's members (responsibles) and the active recruiters. */
export async function companyPeople(db: Queryable, auth: AuthContext, companyPublicId: string) {
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.publicId, companyPublicId));
  if (!company || !(await canManageCompany(db, auth, company.id)))
    throw notFound('Company not found');
  const columns = {
    id: users.publicId,
    first: users.firstname,
    last: users.lastname,
    email: users.email,
  };
  const members = await db
    .select(columns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, company.id), isNull(companyMembers.removedAt)))
    .orderBy(asc(users.firstname), asc(users.lastname));
  const recruiters = await db
    .select(columns)
    .from(users)
    .where(activeRecruiter())
    .orderBy(asc(users.firstname), asc(users.lastname))
    .limit(500);
  // A recruiter's address is theirs to give: a company picks them by name and writes to them in
  // the app; staff, who answer for every account, also see the address.
  const recruiterOption = (row: (typeof recruiters)[number]) => ({
    ...person(row),
    email: isStaff(auth) ? row.email : null,
  });
  return { members: members.map(person), recruiters: recruiters.map(recruiterOption) };
}
