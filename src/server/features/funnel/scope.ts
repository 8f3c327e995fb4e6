import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type { FunnelOption, FunnelQuery } from '#shared/schemas/funnel.ts';
import type { Queryable } from '../../db/client.ts';
import { companies, jobs, referrals } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isStaff, memberCompanyIds } from '../../platform/company-access.ts';
import { referralObjectedSql } from '../../platform/consents/referral-objected.ts';

/** Staff's company filter lists at most this many companies. */
const MAX_COMPANIES = 1000;

/** Which referrals the caller counts, and the filter choices offered to them. */
export type FunnelScope = {
  view: 'recruiter' | 'company';
  /** Conditions on `referrals r join jobs j`. */
  where: SQL;
  jobs: FunnelOption[];
  companies: FunnelOption[];
};

async function companyByPublicId(db: Queryable, publicId: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.publicId, publicId));
  if (!row) throw notFound('Company not found');
  return row.id;
}

async function jobByPublicId(db: Queryable, publicId: string) {
  const [row] = await db
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(eq(jobs.publicId, publicId));
  if (!row) throw notFound('Job not found');
  return row;
}

/**
 * A recruiter: their own referrals. A company member: referrals to their companies' jobs, less
 * those their person objected to. Staff: any company's. A company or job filter outside what the
 * caller may see answers 404.
 */
export async function funnelScope(
  db: Queryable,
  auth: AuthContext,
  query: FunnelQuery,
): Promise<FunnelScope> {
  const conditions: SQL[] = [];
  const companyId = query.companyId ? await companyByPublicId(db, query.companyId) : null;
  const job = query.jobId ? await jobByPublicId(db, query.jobId) : null;
  if (job && companyId !== null && job.companyId !== companyId) throw notFound('Job not found');

  if (auth.roleId === ROLE.recruiter) {
    const own = and(eq(referrals.kind, 'referral'), eq(referrals.referrerUserId, auth.userId));
    if (job && !(await referredTo(db, own, eq(referrals.jobId, job.id))))
      throw notFound('Job not found');
    if (companyId !== null && !(await referredTo(db, own, eq(jobs.companyId, companyId))))
      throw notFound('Company not found');
    conditions.push(sql`r.kind = 'referral' and r.referrer_user_id = ${auth.userId}`);
    const options = await db
      .selectDistinct({ id: jobs.publicId, name: jobs.title })
      .from(referrals)
      .innerJoin(jobs, eq(jobs.id, referrals.jobId))
      .where(own)
      .orderBy(asc(jobs.title), asc(jobs.publicId));
    return finish('recruiter', options, []);
  }

  let companyIds: number[] | null = null;
  let companyOptions: FunnelOption[];
  if (isStaff(auth)) {
    companyOptions = await db
      .select({ id: companies.publicId, name: companies.name })
      .from(companies)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(MAX_COMPANIES);
  } else if (auth.roleId === ROLE.company) {
    companyIds = await memberCompanyIds(db, auth.userId);
    if (companyId !== null && !companyIds.includes(companyId)) throw notFound('Company not found');
    if (job && !companyIds.includes(job.companyId)) throw notFound('Job not found');
    // A referral its person objected to is the company's no more (decision 13); its referrer's
    // funnel and staff's still count it. One probe of referral_notices' unique referral_id each.
    conditions.push(sql`not ${sql.raw(referralObjectedSql('r'))}`);
    companyOptions =
      companyIds.length === 0
        ? []
        : await db
            .select({ id: companies.publicId, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, companyIds))
            .orderBy(asc(companies.name), asc(companies.id));
  } else {
    throw forbidden();
  }

  const jobCompanies = companyId !== null ? [companyId] : companyIds;
  if (companyIds !== null)
    conditions.push(sql`j.company_id = any(${sql.param(companyIds)}::int[])`);
  // Staff pick a company before a job: every job of every company would be too long a list.
  const jobOptions =
    jobCompanies === null || jobCompanies.length === 0
      ? []
      : await db
          .select({ id: jobs.publicId, name: jobs.title })
          .from(jobs)
          .where(inArray(jobs.companyId, jobCompanies))
          .orderBy(asc(jobs.title), asc(jobs.id));
  return finish('company', jobOptions, companyOptions);

  function finish(
    view: FunnelScope['view'],
    jobOptions: FunnelOption[],
    companyChoices: FunnelOption[],
  ): FunnelScope {
    if (companyId !== null) conditions.push(sql`j.company_id = ${companyId}`);
    if (job) conditions.push(sql`r.job_id = ${job.id}`);
    return {
      view,
      where: conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `),
      jobs: jobOptions,
      companies: companyChoices,
    };
  }
}

async function referredTo(db: Queryable, own: SQL | undefined, target: SQL) {
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .where(and(own, target))
    .limit(1);
  return Boolean(row);
}
