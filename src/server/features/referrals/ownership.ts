import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ReferralResult } from '#shared/schemas/referrals.ts';
import {
  OWNERSHIP_MONTHS,
  type ReferralSettings,
  type ReferralSettingsResponse,
} from '#shared/schemas/referral-manage.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import {
  candidates,
  jobs,
  referralNotices,
  referralSettings,
  referrals,
} from '../../db/schema/index.ts';
import { hasAnyKey, phoneKeySql, type PersonKeys } from './person-keys.ts';
import { outcomeTexts } from './request-language.ts';

/** The ownership period staff set, or the default (6 months) while they have set none. */
export async function readReferralSettings(db: Queryable): Promise<ReferralSettingsResponse> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  return {
    ownershipMonths: row?.ownershipMonths ?? OWNERSHIP_MONTHS.default,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveReferralSettings(
  db: Queryable,
  userId: number,
  settings: ReferralSettings,
): Promise<ReferralSettingsResponse> {
  const values = { ownershipMonths: settings.ownershipMonths, updatedByUserId: userId };
  const [row] = await db
    .insert(referralSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: referralSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('Referral settings were not saved');
  return { ownershipMonths: row.ownershipMonths, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Serialises referrals of one person to one company: a transaction-scoped lock per key (sorted, so
 * two submissions sharing any key queue on it rather than deadlock). Held until commit, so the
 * second one's ownership check sees the first one's referral.
 */
export async function lockPerson(tx: Transaction, companyId: number, keys: PersonKeys) {
  const names = Object.entries(keys)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([kind, value]) => `${companyId}:${kind}:${value}`)
    .sort();
  for (const name of names)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('referral_owner'), hashtext(${name}))`,
    );
}

/**
 * Whether another recruiter represents the person for the company: they referred the same person
 * (same mailbox, E.164 phone or LinkedIn page) to any job of the company within the ownership
 * period. Applications (a person applying themself) never count.
 */
export async function representedByAnother(
  db: Queryable,
  companyId: number,
  keys: PersonKeys,
  recruiterUserId: number,
): Promise<boolean> {
  if (!hasAnyKey(keys)) return false;
  const { ownershipMonths } = await readReferralSettings(db);
  const matches: SQL[] = [];
  if (keys.email) matches.push(eq(referrals.personEmailKey, keys.email));
  if (keys.linkedin) matches.push(eq(referrals.personLinkedin, keys.linkedin));
  if (keys.phone) matches.push(sql`${phoneKeySql(candidates.mobile)} = ${keys.phone}`);
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    // A person who objected to a recruiter is not represented by them.
    .leftJoin(referralNotices, eq(referralNotices.referralId, referrals.id))
    .where(
      and(
        eq(jobs.companyId, companyId),
        eq(referrals.kind, 'referral'),
        ne(referrals.referrerUserId, recruiterUserId),
        or(isNull(referralNotices.response), ne(referralNotices.response, 'objected')),
        gt(referrals.createdAt, sql`now() - make_interval(months => ${ownershipMonths}::int)`),
        or(...matches),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the person objected (through the link of their referral notice) to a referral by this
 * recruiter: one click, and that recruiter may not refer them again, to any company.
 */
export async function objectedTo(
  db: Queryable,
  keys: PersonKeys,
  recruiterUserId: number,
): Promise<boolean> {
  if (!hasAnyKey(keys)) return false;
  const matches: SQL[] = [];
  if (keys.email) matches.push(eq(referrals.personEmailKey, keys.email));
  if (keys.linkedin) matches.push(eq(referrals.personLinkedin, keys.linkedin));
  if (keys.phone) matches.push(sql`${phoneKeySql(candidates.mobile)} = ${keys.phone}`);
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(referralNotices, eq(referralNotices.referralId, referrals.id))
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(
      and(
        eq(referrals.referrerUserId, recruiterUserId),
        eq(referralNotices.response, 'objected'),
        or(...matches),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The refusal of a person who objected to this recruiter, in the recruiter's language. */
export function objectedResult(request: FastifyRequest | undefined): ReferralResult {
  return { status: -1, reason: 'objected', message: outcomeTexts(request).objected };
}

/** Another recruiter's referral of the person, found inside the submission's transaction. */
export class RepresentedByAnother extends Error {}

/**
 * Inside the referral's transaction: waits for any other referral of the same person to the same
 * company, then refuses if another recruiter represents them. Of two at once, exactly one wins.
 */
export async function guardOwnership(
  tx: Transaction,
  companyId: number,
  keys: PersonKeys,
  recruiterUserId: number,
) {
  await lockPerson(tx, companyId, keys);
  if (await representedByAnother(tx, companyId, keys, recruiterUserId))
    throw new RepresentedByAnother();
}

/** The refusal answered to the second recruiter, in their language; never who the first is. */
export function representedResult(request: FastifyRequest | undefined): ReferralResult {
  return { status: -1, reason: 'represented', message: outcomeTexts(request).represented };
}
