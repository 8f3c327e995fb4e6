import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  companyMembers,
  jobRecruiters,
  jobResponsibles,
  jobs,
  referrals,
} from '../../db/schema/index.ts';

/**
 * The responsible of a `job_responsibles` row (with `jobs` joined) is still a member of the job's
 * company: a member who was removed speaks for it no more, whatever rows were left behind.
 */
export const responsibleStillMember = sql`exists (
  select 1 from ${companyMembers}
  where ${companyMembers.userId} = ${jobResponsibles.userId}
    and ${companyMembers.companyId} = ${jobs.companyId}
    and ${companyMembers.removedAt} is null
)`;

export async function isJobResponsible(db: Queryable, jobId: number, userId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobResponsibles)
    .innerJoin(jobs, eq(jobs.id, jobResponsibles.jobId))
    .where(
      and(
        eq(jobResponsibles.jobId, jobId),
        eq(jobResponsibles.userId, userId),
        responsibleStillMember,
      ),
    );
  return Boolean(row);
}

/** A recruiter who referred to the job or is assigned to it. */
export async function isJobRecruiter(db: Queryable, jobId: number, userId: number) {
  const [assigned] = await db
    .select({ one: sql<number>`1` })
    .from(jobRecruiters)
    .where(and(eq(jobRecruiters.jobId, jobId), eq(jobRecruiters.userId, userId)));
  if (assigned) return true;
  const [referred] = await db
    .select({ one: sql<number>`1` })
    .from(referrals)
    .where(and(eq(referrals.jobId, jobId), eq(referrals.referrerUserId, userId)))
    .limit(1);
  return Boolean(referred);
}
