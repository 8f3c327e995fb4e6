import crypto from 'node:crypto';
import { FILE_TYPE, JOB_STATUS } from '#shared/constants/domain.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  companies,
  companyMembers,
  files,
  jobs,
  referrals,
} from '../../db/schema/index.ts';

const unique = () => crypto.randomBytes(5).toString('hex');

/** A company whose members are the given users, with one open job paying `rewardMinor`. */
export async function companyWithJob(
  db: Queryable,
  memberIds: number[],
  job: Partial<typeof jobs.$inferInsert> = {},
) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Pipeline Co ${unique()}` })
    .returning();
  if (!company) throw new Error('company not inserted');
  for (const userId of memberIds)
    await db.insert(companyMembers).values({ companyId: company.id, userId });
  const code = unique();
  const [row] = await db
    .insert(jobs)
    .values({
      slug: `job-${code}`,
      referenceCode: `P-${code}`,
      companyId: company.id,
      title: `Pipeline job ${code}`,
      statusId: JOB_STATUS.open,
      rewardMinor: 250_000,
      rewardCurrency: 'USD',
      ...job,
    })
    .returning();
  if (!row) throw new Error('job not inserted');
  return { company, job: row };
}

/** A candidate of the recruiter with a stored CV row, referred to the job (status screening). */
export async function referCandidate(
  db: Queryable,
  jobId: number,
  referrerUserId: number,
  statusId = 1,
) {
  const [candidate] = await db
    .insert(candidates)
    .values({
      ownerUserId: referrerUserId,
      firstname: 'Ada',
      lastname: `Lovelace ${unique()}`,
      email: `ada-${unique()}@example.test`,
    })
    .returning();
  if (!candidate) throw new Error('candidate not inserted');
  const [cv] = await db
    .insert(files)
    .values({
      fileTypeId: FILE_TYPE.candidateCv,
      ownerUserId: referrerUserId,
      candidateId: candidate.id,
      originalName: 'ada.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      storageKey: `cvs/${unique()}.pdf`,
    })
    .returning();
  if (!cv) throw new Error('cv not inserted');
  const [referral] = await db
    .insert(referrals)
    .values({
      kind: 'referral',
      jobId,
      candidateId: candidate.id,
      referrerUserId,
      statusId,
      cvFileId: cv.id,
      term1Accepted: true,
      term2Accepted: true,
      personEmail: candidate.email,
    })
    .returning();
  if (!referral) throw new Error('referral not inserted');
  return { candidate, cv, referral };
}
