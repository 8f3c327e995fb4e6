import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyMembers, jobs, referrals } from '../../db/schema/index.ts';

export async function findJobByPublicId(db: Queryable, publicId: string) {
  const [job] = await db
    .select({
      id: jobs.id,
      publicId: jobs.publicId,
      title: jobs.title,
      referenceCode: jobs.referenceCode,
      companyId: jobs.companyId,
      statusId: jobs.statusId,
    })
    .from(jobs)
    .where(eq(jobs.publicId, publicId));
  return job;
}
export type JobRef = NonNullable<Awaited<ReturnType<typeof findJobByPublicId>>>;

/**
 * An earlier referral of the same person to the job: by mailbox (`emailKey`, which
 * `person_email_key` holds for each referral), LinkedIn key or record.
 */
export async function findExistingReferral(
  db: Queryable,
  jobId: number,
  person: { emailKey: string | null; linkedinKey: string | null; candidateId: number | null },
) {
  const matches: SQL[] = [];
  if (person.emailKey) matches.push(eq(referrals.personEmailKey, person.emailKey));
  if (person.linkedinKey) matches.push(eq(referrals.personLinkedin, person.linkedinKey));
  if (person.candidateId !== null) matches.push(eq(referrals.candidateId, person.candidateId));
  if (matches.length === 0) return undefined;
  const [row] = await db
    .select({
      id: referrals.id,
      kind: referrals.kind,
      referrerUserId: referrals.referrerUserId,
    })
    .from(referrals)
    .where(and(eq(referrals.jobId, jobId), or(...matches)))
    .limit(1);
  return row;
}

export async function findByIdempotencyKey(db: Queryable, key: string) {
  const [row] = await db
    .select({
      id: referrals.id,
      publicId: referrals.publicId,
      referrerUserId: referrals.referrerUserId,
      candidateId: referrals.candidateId,
    })
    .from(referrals)
    .where(eq(referrals.idempotencyKey, key));
  return row;
}

/** The active members of the company that posted the job: they hear of each new referral. */
export async function companyMemberIds(db: Queryable, companyId: number) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)));
  return rows.map((row) => row.userId);
}
