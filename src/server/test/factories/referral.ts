import crypto from 'node:crypto';
import type { Queryable } from '#server/db/client.ts';
import { referralNotices, referrals } from '#server/db/schema/index.ts';
import { createCandidate, type CandidateOptions } from './candidate.ts';
import { createCvFile } from './cv-file.ts';

type Candidate = Awaited<ReturnType<typeof createCandidate>>;
type CvFile = Awaited<ReturnType<typeof createCvFile>>;
type Referral = typeof referrals.$inferSelect;

export type ReferralOptions = Partial<Omit<typeof referrals.$inferInsert, 'kind'>> & {
  jobId: number;
  referrerUserId: number;
  /** Overrides of the new candidate, owned by the referrer. */
  candidate?: Partial<CandidateOptions>;
  /** Gives the candidate a stored CV row, attached to the referral. */
  withCv?: boolean;
};

/** A recruiter's referral of a new candidate to a job (status screening unless given). */
export async function createReferral(
  db: Queryable,
  options: ReferralOptions & { withCv: true },
): Promise<{ candidate: Candidate; referral: Referral; cv: CvFile }>;
export async function createReferral(
  db: Queryable,
  options: ReferralOptions,
): Promise<{ candidate: Candidate; referral: Referral; cv: CvFile | null }>;
export async function createReferral(db: Queryable, options: ReferralOptions) {
  const { candidate: candidateOptions, withCv = false, ...values } = options;
  const candidate = await createCandidate(db, {
    ownerUserId: values.referrerUserId,
    ...candidateOptions,
  });
  const cv = withCv
    ? await createCvFile(db, { ownerUserId: values.referrerUserId, candidateId: candidate.id })
    : null;
  const referral = await insertReferral(db, {
    kind: 'referral',
    candidateId: candidate.id,
    personEmail: candidate.email,
    cvFileId: cv?.id ?? null,
    ...values,
  });
  return { candidate, referral, cv };
}

/** A candidate user's own application to a job: the user owns, is and refers the candidate. */
export async function createApplication(
  db: Queryable,
  options: { jobId: number; userId: number; statusId?: number },
) {
  const candidate = await createCandidate(db, {
    ownerUserId: options.userId,
    userId: options.userId,
  });
  const referral = await insertReferral(db, {
    kind: 'application',
    jobId: options.jobId,
    candidateId: candidate.id,
    referrerUserId: options.userId,
    personEmail: candidate.email,
    statusId: options.statusId ?? 1,
  });
  return { candidate, referral };
}

type ReferralInsert = typeof referrals.$inferInsert;
type Defaulted = 'statusId' | 'term1Accepted' | 'term2Accepted';

/** Screening, both terms accepted, unless given. */
async function insertReferral(
  db: Queryable,
  values: Omit<ReferralInsert, Defaulted> & Partial<Pick<ReferralInsert, Defaulted>>,
) {
  const [referral] = await db
    .insert(referrals)
    .values({ statusId: 1, term1Accepted: true, term2Accepted: true, ...values })
    .returning();
  if (!referral) throw new Error('referral insert failed');
  return referral;
}

/** The referred person answered the referral's notice with an objection (decision 13). */
export async function objectToReferral(db: Queryable, referralId: number) {
  await db.insert(referralNotices).values({
    referralId,
    tokenHash: crypto.randomBytes(32).toString('hex'),
    language: 'en',
    expiresAt: new Date(Date.now() + 86_400_000),
    response: 'objected',
    respondedAt: new Date(),
  });
}
