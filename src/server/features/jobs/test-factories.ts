import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { Queryable } from '../../db/client.ts';
import { candidates, referrals } from '../../db/schema/candidates.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { cities, countries } from '../../db/schema/lookups.ts';

export async function countryId(db: Queryable, iso2: string) {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2, iso2));
  if (!row) throw new Error(`no country ${iso2}`);
  return row.id;
}

export async function cityId(db: Queryable, iso2: string, name: string) {
  const country = await countryId(db, iso2);
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryId, country), eq(cities.name, name)));
  if (!row) throw new Error(`no city ${name}`);
  return row.id;
}

export async function createCompany(
  db: Queryable,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Company ${crypto.randomBytes(4).toString('hex')}`, ...overrides })
    .returning();
  if (!row) throw new Error('createCompany failed');
  return row;
}

export async function addCompanyMember(db: Queryable, companyId: number, userId: number) {
  await db.insert(companyMembers).values({ companyId, userId });
}

/** An open job (a fresh company unless given); anything can be overridden. */
export async function createJob(db: Queryable, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const unique = crypto.randomBytes(5).toString('hex');
  const [row] = await db
    .insert(jobs)
    .values({
      slug: 'test-job',
      referenceCode: `T-${unique}`,
      companyId,
      title: `Job ${unique}`,
      descriptionHtml: '<p>A job.</p>',
      statusId: JOB_STATUS.open,
      rewardMinor: 100_000,
      rewardCurrency: 'USD',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createJob failed');
  return row;
}

/** A referral (by a recruiter) or an application (by the candidate user) of a new candidate. */
export async function createReferral(
  db: Queryable,
  options: { jobId: number; userId: number; kind: 'referral' | 'application'; statusId?: number },
) {
  const [candidate] = await db
    .insert(candidates)
    .values({
      ownerUserId: options.userId,
      userId: options.kind === 'application' ? options.userId : null,
      firstname: 'Cand',
      lastname: 'Idate',
      email: `c-${crypto.randomBytes(4).toString('hex')}@example.test`,
    })
    .returning();
  if (!candidate) throw new Error('candidate insert failed');
  await db.insert(referrals).values({
    kind: options.kind,
    jobId: options.jobId,
    candidateId: candidate.id,
    referrerUserId: options.userId,
    statusId: options.statusId ?? 1,
    term1Accepted: true,
    term2Accepted: true,
    personEmail: candidate.email,
  });
}
