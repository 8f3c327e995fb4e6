import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { companyMembers, jobResponsibles, users } from '../../db/schema/index.ts';

/** The active members of a company. */
export async function companyMemberUserIds(db: Queryable, companyId: number) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)));
  return rows.map((row) => row.userId);
}

/** The active staff accounts: who is told of what only the back office can put right. */
export async function staffUserIds(db: Queryable) {
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)));
  return rows.map((row) => row.userId);
}

/** Who answers for a job at its company: its responsibles, or every member when none is named. */
export async function jobCompanyResponsibleIds(
  db: Queryable,
  job: { id: number; companyId: number },
) {
  const rows = await db
    .select({ userId: jobResponsibles.userId })
    .from(jobResponsibles)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, jobResponsibles.userId),
        eq(companyMembers.companyId, job.companyId),
        isNull(companyMembers.removedAt),
      ),
    )
    .where(eq(jobResponsibles.jobId, job.id));
  return rows.length > 0
    ? rows.map((row) => row.userId)
    : await companyMemberUserIds(db, job.companyId);
}

/**
 * The account of the person an application is about: the candidate record's own account, or an
 * account with the same e-mail (a referred person who signed up themself).
 */
export async function candidateAccountId(
  db: Queryable,
  candidate: { userId: number | null; email: string | null },
) {
  if (candidate.userId !== null) return candidate.userId;
  if (!candidate.email) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, candidate.email.trim().toLowerCase()));
  return user?.id ?? null;
}
