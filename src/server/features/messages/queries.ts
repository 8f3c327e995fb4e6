import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jobRecruiters, jobResponsibles, referrals } from '../../db/schema/index.ts';

export async function isJobResponsible(db: Queryable, jobId: number, userId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobResponsibles)
    .where(and(eq(jobResponsibles.jobId, jobId), eq(jobResponsibles.userId, userId)));
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
