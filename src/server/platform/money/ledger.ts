import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { pointsBalances, pointsLedger } from '../../db/schema/index.ts';
import type { SessionKey, SessionRead } from '../auth/auth-context.ts';
import { sessionBatch, validSessionsCte } from '../auth/session-batch.ts';

/** Minor units to the whole points shown beside an amount (1 point per major unit). */
export function pointsOf(amountMinor: number, currency: string): number {
  const digits = currency.toUpperCase() === 'JPY' ? 0 : 2;
  return Math.trunc(amountMinor / 10 ** digits);
}

/**
 * Serialises every write to one user's ledger until the transaction ends: a payout reads the
 * balance and debits it under this lock, so concurrent payouts can never overdraw it.
 */
export async function lockLedger(tx: Queryable, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ledger'), ${userId})`);
}

/** `lockLedger` for many users at once, in id order (so two batches never deadlock). */
export async function lockLedgers(tx: Queryable, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtext('ledger'), id)
    from unnest(${sql.param([...userIds].sort((a, b) => a - b))}::int[]) as id
    order by id`);
}

/** Balances of many users in one currency, in one query (users without rows are left out). */
export async function ledgerBalancesOf(
  db: Queryable,
  userIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const result = await db.execute<{ user_id: number; amount: string }>(sql`
    select user_id, sum(amount_minor) as amount from points_ledger
    where user_id = any(${sql.param([...userIds])}::int[]) and currency = ${currency}
    group by user_id`);
  return new Map(result.rows.map((row) => [row.user_id, Number(row.amount)]));
}

export type CurrencyBalance = { currency: string; amountMinor: number };

/**
 * Prepared: the badge, the points page and the dashboard read it on every visit. It reads the
 * balances the ledger's trigger keeps (`points_balances`), one row per currency, so a recruiter
 * with years of rewards and payouts costs the badge no more than a new one.
 */
const balancesStatement = preparedPerDatabase((db) =>
  prepareRows(
    db
      .select({ currency: pointsBalances.currency, amountMinor: pointsBalances.balanceMinor })
      .from(pointsBalances)
      .where(
        and(
          eq(pointsBalances.userId, sql.placeholder('userId')),
          ne(pointsBalances.balanceMinor, 0),
        ),
      )
      .orderBy(pointsBalances.currency),
    'ledger_balances',
  ),
);

/** The payable balance per currency (the sum of the user's ledger rows in each), none at zero. */
export async function ledgerBalances(db: Queryable, userId: number): Promise<CurrencyBalance[]> {
  return balancesStatement(db).execute({ userId });
}

/**
 * The same balances with the session check in their statement, for the sessions of a batch
 * (`sessionBatch`; no row: the session is not valid).
 */
const balancesWithSessionStatement = preparedPerDatabase((db) => {
  const session = validSessionsCte(db);
  const statement = prepareRows(
    db
      .with(session)
      .select({
        sessionId: session.sessionId,
        sessionUserId: session.sessionUserId,
        roleId: session.roleId,
        language: session.language,
        currency: pointsBalances.currency,
        amountMinor: pointsBalances.balanceMinor,
      })
      .from(session)
      .leftJoin(
        pointsBalances,
        and(eq(pointsBalances.userId, session.sessionUserId), ne(pointsBalances.balanceMinor, 0)),
      )
      // sessionBatch groups the rows by session, each keeping this order.
      .orderBy(pointsBalances.currency),
    'ledger_balances_session',
  );
  return sessionBatch(statement);
});

/** `ledgerBalances` for `request.authenticateAlong`: the session checked in the same round trip. */
export async function ledgerBalancesWithSession(
  db: Queryable,
  key: SessionKey,
): Promise<SessionRead<CurrencyBalance[]>> {
  const rows = await balancesWithSessionStatement(db)(key);
  const first = rows[0];
  if (!first) return { session: null, value: [] };
  const balances: CurrencyBalance[] = [];
  for (const { currency, amountMinor } of rows)
    if (currency !== null && amountMinor !== null) balances.push({ currency, amountMinor });
  return { session: { roleId: first.roleId, language: first.language }, value: balances };
}

/** The payable balance in one currency; call it after `lockLedger` when about to debit. */
export async function ledgerBalance(
  db: Queryable,
  userId: number,
  currency: string,
): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${pointsLedger.amountMinor}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.currency, currency)));
  return Number(row?.value ?? 0);
}

export type LedgerRow = {
  userId: number;
  kind: 'reward' | 'payout' | 'payout_return' | 'adjustment';
  amountMinor: number;
  currency: string;
  referralId?: number | null;
  hireCycle?: number;
  rewardId?: number | null;
  payoutId?: number | null;
  note?: string | null;
  createdByUserId?: number | null;
  createdAt?: Date;
};

/** Appends one row; amounts are signed (credits positive, debits negative). */
export async function appendLedger(tx: Queryable, row: LedgerRow) {
  const [entry] = await tx
    .insert(pointsLedger)
    .values({
      ...row,
      points: pointsOf(row.amountMinor, row.currency),
      hireCycle: row.hireCycle ?? 1,
    })
    .returning();
  if (!entry) throw new Error('ledger row not inserted');
  return entry;
}
