import { and, eq, isNull } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type { Queryable } from '../db/client.ts';
import { companies, companyMembers, jobs } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { AuthContext } from './auth/auth-context.ts';

/** Who is asking: the role and the user are all these checks read. */
type Caller = Pick<AuthContext, 'userId' | 'roleId'>;

export const isStaff = (auth: Caller) => auth.roleId === ROLE.admin;

/** Companies the caller is a current member of. */
export async function memberCompanyIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)));
  return rows.map((row) => row.companyId);
}

/**
 * The company the user is a current member of, or null. Membership only: a user whose role staff
 * changed keeps the row (the role may come back), so to act for a company use `callerCompany`.
 */
export async function companyOf(db: Queryable, userId: number) {
  const [row] = await db
    .select({ company: companies })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)))
    .limit(1);
  return row?.company ?? null;
}

/** The companies the caller acts for: none unless the caller holds the company role. */
export async function callerCompanyIds(db: Queryable, auth: Caller): Promise<number[]> {
  return auth.roleId === ROLE.company ? memberCompanyIds(db, auth.userId) : [];
}

/**
 * The company the caller acts for: the company role and a current membership, as in
 * `canManageCompany`; null for every other role (staff name a company instead).
 */
export async function callerCompany(db: Queryable, auth: Caller) {
  if (auth.roleId !== ROLE.company) return null;
  return companyOf(db, auth.userId);
}

/** May the caller manage this company's jobs: staff for any company, members for their own. */
export async function canManageCompany(db: Queryable, auth: Caller, companyId: number) {
  if (isStaff(auth)) return true;
  return (await callerCompanyIds(db, auth)).includes(companyId);
}

/**
 * The job behind a public id, when the caller may manage it. Another company's job is answered
 * as not found, so ids of other companies are never confirmed.
 */
export async function jobForCaller(db: Queryable, auth: AuthContext, jobPublicId: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.publicId, jobPublicId));
  if (!job || !(await canManageCompany(db, auth, job.companyId))) throw notFound('Job not found');
  return job;
}
