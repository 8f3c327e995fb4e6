import type { CurrencyBalance } from '#shared/schemas/points.ts';
import type { Queryable } from '../db/client.ts';
import type { SessionKey, SessionRead } from './auth/auth-context.ts';
import { ledgerBalances, ledgerBalancesWithSession, pointsOf } from './money/ledger.ts';

// Read by the dashboard, the profile and the points page: below all three features.

const withPoints = (balances: { currency: string; amountMinor: number }[]): CurrencyBalance[] =>
  balances.map((balance) => ({
    ...balance,
    points: pointsOf(balance.amountMinor, balance.currency),
  }));

/**
 * The payable balance per currency (the ledger's sum in each), with its whole points. Two
 * currencies are never added: a recruiter with $750 and €750 has two balances, not 1,500 points.
 */
export async function pointsBalances(db: Queryable, userId: number): Promise<CurrencyBalance[]> {
  return withPoints(await ledgerBalances(db, userId));
}

/** The same, read by the statement that checks the caller's session (`authenticateAlong`). */
export async function pointsBalancesWithSession(
  db: Queryable,
  key: SessionKey,
): Promise<SessionRead<CurrencyBalance[]>> {
  const { session, value } = await ledgerBalancesWithSession(db, key);
  return { session, value: withPoints(value) };
}
