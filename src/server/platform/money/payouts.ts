import { eq, sql, type SQL } from 'drizzle-orm';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { Queryable } from '../../db/client.ts';
import {
  billingProfiles,
  cities,
  countries,
  countryTaxRates,
  users,
  type BillingSnapshot,
} from '../../db/schema/index.ts';
import { EVENTS_CHANNEL } from '../events/event-hub.ts';
import { nextDocumentNumbers } from './document-number.ts';
import { pointsOf } from './ledger.ts';
import { snapshotOf } from './vat.ts';

// Payouts leave in batches (recruiter payments) or one at a time (payment entry): both features
// pay through this module, so a payout follows one set of rules whichever screen makes it.

export type PayoutFormat = 'pain001' | 'try_list' | 'csv';

/** The bank file a currency leaves in (docs/decisions/10-payouts.md). */
export function payoutFormatOf(currency: string): PayoutFormat {
  if (currency === 'EUR') return 'pain001';
  if (currency === 'TRY') return 'try_list';
  return 'csv';
}

/**
 * Why an account cannot receive a transfer in this currency, or null when it can. EUR leaves as a
 * SEPA credit transfer (only SEPA countries' IBANs), TRY as a FAST/EFT list (only Turkish IBANs).
 */
export type IbanProblem = 'missing' | 'invalid' | 'not_sepa' | 'not_turkish';

export function ibanProblem(iban: string | null | undefined, currency: string): IbanProblem | null {
  const electronic = iban ? electronicFormatIBAN(iban) : null;
  if (!electronic) return 'missing';
  if (!isValidIBAN(electronic)) return 'invalid';
  const country = electronic.slice(0, 2);
  if (currency === 'EUR' && !isSEPACountry(country)) return 'not_sepa';
  if (currency === 'TRY' && country !== 'TR') return 'not_turkish';
  return null;
}

/**
 * Tax withheld from a gross payout, rounded half up to the minor unit, exact for any amount. It
 * never takes the whole payout: at the highest rate (50 %) one minor unit would round to a net of
 * 0, which no bank transfers, so that half unit is not withheld.
 */
export function withholdingOf(grossMinor: number, rateBp: number): number {
  if (grossMinor <= 0 || rateBp <= 0) return 0;
  const rounded = Number((BigInt(grossMinor) * BigInt(rateBp) * 2n + 10_000n) / 20_000n);
  return Math.min(rounded, grossMinor - 1);
}

/** Billing fields a payout needs: the invoice fields, plus the account holder. */
export const billingCompleteSql: SQL<boolean> = sql<boolean>`(
  coalesce(${billingProfiles.billingName}, '') <> ''
  and coalesce(${billingProfiles.billingEmail}, '') <> ''
  and coalesce(${billingProfiles.billingAddress}, '') <> ''
  and ${billingProfiles.billingCountryId} is not null
  and ${billingProfiles.billingCityId} is not null
  and coalesce(${billingProfiles.accountHolderName}, '') <> '')`;

/**
 * A returned payout blocks the recruiter until the billing info is saved again after the return:
 * paying the same wrong account twice is what we must never do.
 */
export const payoutBlockedSql: SQL<boolean> = sql<boolean>`exists (
  select 1 from payouts returned
  where returned.recruiter_user_id = ${users.id}
    and returned.status = 'returned'
    and (${billingProfiles.updatedAt} is null or returned.returned_at >= ${billingProfiles.updatedAt}))`;

export type Payee = {
  userId: number;
  publicId: string;
  name: string;
  email: string;
  accountHolderName: string | null;
  /** Electronic format (no spaces, upper case) when it parses, else as stored. */
  iban: string | null;
  withholdingRateBp: number;
  snapshot: BillingSnapshot;
  complete: boolean;
  blocked: boolean;
};

export type PayeeProblem = 'billing_incomplete' | 'iban_invalid' | 'blocked';

/** Why this recruiter cannot be paid in the currency now, or null. */
export function payeeProblem(payee: Payee, currency: string): PayeeProblem | null {
  if (!payee.complete) return 'billing_incomplete';
  if (ibanProblem(payee.iban, currency)) return 'iban_invalid';
  if (payee.blocked) return 'blocked';
  return null;
}

/** The payees' billing details, withholding rates and blocks, in one query. */
export async function readPayees(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, Payee>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      profile: billingProfiles,
      country: countries.nameEn,
      city: cities.name,
      rateBp: countryTaxRates.withholdingRateBp,
      blocked: payoutBlockedSql,
    })
    .from(users)
    .leftJoin(billingProfiles, eq(billingProfiles.userId, users.id))
    .leftJoin(countries, eq(countries.id, billingProfiles.billingCountryId))
    .leftJoin(cities, eq(cities.id, billingProfiles.billingCityId))
    .leftJoin(countryTaxRates, eq(countryTaxRates.countryId, billingProfiles.billingCountryId))
    .where(sql`${users.id} = any(${sql.param([...userIds])}::int[])`);
  return new Map(
    rows.map((row) => {
      const name = `${row.firstname} ${row.lastname}`;
      const { snapshot, complete } = snapshotOf(
        row.profile,
        { country: row.country, city: row.city },
        name,
      );
      const iban = row.profile?.iban ?? null;
      return [
        row.id,
        {
          userId: row.id,
          publicId: row.publicId,
          name,
          email: row.email,
          accountHolderName: row.profile?.accountHolderName || null,
          iban: iban ? (electronicFormatIBAN(iban) ?? iban) : null,
          withholdingRateBp: row.rateBp ?? 0,
          snapshot,
          complete: complete && Boolean(row.profile?.accountHolderName),
          blocked: Boolean(row.blocked),
        },
      ];
    }),
  );
}

export type NewPayout = { payee: Payee; grossMinor: number };

export type PayoutRecord = {
  currency: string;
  batchId: number | null;
  status: 'created' | 'paid';
  createdByUserId: number;
  at: Date;
  /** Hand entries: the client's key, the day paid, the bank's reference, a note. */
  requestKey?: string;
  paidOn?: string;
  bankReference?: string;
  note?: string | null;
};

/** What callers need of a written payout. */
export type WrittenPayout = {
  id: number;
  recruiterUserId: number;
  grossMinor: number;
  netMinor: number;
  statementNumber: string;
};

/**
 * Writes payouts with their statement numbers and debits each recruiter's ledger by the gross in
 * the same transaction. The caller holds the ledger locks and has checked every balance and payee.
 * Rows travel as one JSON parameter per statement (`json_to_recordset`): a batch of 10,000 is two
 * inserts, not 20,000 bound parameters.
 */
export async function recordPayouts(
  tx: Queryable,
  items: readonly NewPayout[],
  record: PayoutRecord,
): Promise<WrittenPayout[]> {
  if (!items.length) return [];
  const numbers = await nextDocumentNumbers(tx, 'SB', items.length, record.at);
  const at = record.at.toISOString();
  const rows = items.map(({ payee, grossMinor }, index) => {
    const withholdingMinor = withholdingOf(grossMinor, payee.withholdingRateBp);
    return {
      recruiter_user_id: payee.userId,
      gross_minor: grossMinor,
      withholding_rate_bp: payee.withholdingRateBp,
      withholding_minor: withholdingMinor,
      net_minor: grossMinor - withholdingMinor,
      statement_number: numbers[index],
      account_holder_name: payee.accountHolderName ?? payee.name,
      iban: payee.iban ?? '',
      billing_snapshot: payee.snapshot,
    };
  });
  const written = await tx.execute<{
    id: number;
    recruiter_user_id: number;
    gross_minor: number;
    net_minor: number;
    statement_number: string;
  }>(sql`
    insert into payouts (batch_id, recruiter_user_id, currency, gross_minor, withholding_rate_bp,
      withholding_minor, net_minor, status, statement_number, account_holder_name, iban,
      billing_snapshot, bank_reference, request_key, paid_on, note, created_by_user_id,
      created_at, paid_at)
    select ${record.batchId}::int, x.recruiter_user_id, ${record.currency}, x.gross_minor,
      x.withholding_rate_bp, x.withholding_minor, x.net_minor, ${record.status},
      x.statement_number, x.account_holder_name, x.iban, x.billing_snapshot,
      ${record.bankReference ?? null}, ${record.requestKey ?? null}, ${record.paidOn ?? null},
      ${record.note ?? null}, ${record.createdByUserId}::int, ${at}::timestamptz,
      ${record.status === 'paid' ? at : null}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(recruiter_user_id int,
      gross_minor bigint, withholding_rate_bp int, withholding_minor bigint, net_minor bigint,
      statement_number text, account_holder_name text, iban text, billing_snapshot jsonb)
    returning id, recruiter_user_id, gross_minor, net_minor, statement_number`);
  const payoutsWritten: WrittenPayout[] = written.rows.map((row) => ({
    id: row.id,
    recruiterUserId: row.recruiter_user_id,
    grossMinor: Number(row.gross_minor),
    netMinor: Number(row.net_minor),
    statementNumber: row.statement_number,
  }));
  const debits = payoutsWritten.map((payout) => ({
    user_id: payout.recruiterUserId,
    points: pointsOf(-payout.grossMinor, record.currency),
    amount_minor: -payout.grossMinor,
    payout_id: payout.id,
    note: payout.statementNumber,
  }));
  await tx.execute(sql`
    insert into points_ledger (user_id, kind, points, amount_minor, currency, payout_id, note,
      created_by_user_id, created_at)
    select x.user_id, 'payout', x.points, x.amount_minor, ${record.currency}, x.payout_id, x.note,
      ${record.createdByUserId}::int, ${at}::timestamptz
    from json_to_recordset(${JSON.stringify(debits)}::json) as x(user_id int, points bigint,
      amount_minor bigint, payout_id int, note text)`);
  await tx.execute(sql`
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('userId', id, 'type', 'points')::text)
    from unnest(${sql.param(payoutsWritten.map((payout) => payout.recruiterUserId))}::int[]) as id`);
  return payoutsWritten;
}
