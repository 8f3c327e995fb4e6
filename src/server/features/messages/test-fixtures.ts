import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  cities,
  companies,
  companyMembers,
  jobResponsibles,
  jobs,
  referrals,
} from '../../db/schema/index.ts';

/** Test data of the shell features: a company with a job, its responsible, a referral to it. */
export async function createCompanyWithJob(db: Queryable, responsibleUserId: number) {
  const unique = crypto.randomBytes(4).toString('hex');
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${unique}` })
    .returning();
  if (!company) throw new Error('company insert failed');
  await db
    .insert(companyMembers)
    .values({ companyId: company.id, userId: responsibleUserId, isOwner: true });
  const [job] = await db
    .insert(jobs)
    .values({
      slug: `job-${unique}`,
      referenceCode: `REF-${unique}`,
      companyId: company.id,
      title: `Engineer ${unique}`,
      statusId: JOB_STATUS.open,
      rewardMinor: 50_000,
      rewardCurrency: 'USD',
      publishedAt: new Date(),
    })
    .returning();
  if (!job) throw new Error('job insert failed');
  await db.insert(jobResponsibles).values({ jobId: job.id, userId: responsibleUserId });
  return { company, job };
}

export async function createReferral(
  db: Queryable,
  jobId: number,
  referrerUserId: number,
  candidateUserId: number | null = null,
) {
  const [candidate] = await db
    .insert(candidates)
    .values({
      ownerUserId: candidateUserId ?? referrerUserId,
      userId: candidateUserId,
      firstname: 'Cara',
      lastname: 'Candidate',
    })
    .returning();
  if (!candidate) throw new Error('candidate insert failed');
  const [referral] = await db
    .insert(referrals)
    .values({
      kind: candidateUserId ? 'application' : 'referral',
      jobId,
      candidateId: candidate.id,
      referrerUserId,
      statusId: 1,
      term1Accepted: true,
      term2Accepted: true,
    })
    .returning();
  if (!referral) throw new Error('referral insert failed');
  return { candidate, referral };
}

/** A country and one of its cities from the reference data. */
export async function someCity(db: Queryable) {
  const [city] = await db.select().from(cities).limit(1);
  if (!city) throw new Error('no cities seeded');
  const [other] = await db
    .select()
    .from(cities)
    .where(eq(cities.countryId, city.countryId))
    .limit(1);
  return { countryId: city.countryId, cityId: (other ?? city).id };
}
