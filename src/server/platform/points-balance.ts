import type { CurrencyBalance } from '#shared/schemas/points.ts';
import type { Queryable } from '../db/client.ts';
import { ledgerBalances, pointsOf } from './money/ledger.ts';

// Read by the dashboard, the profile and the points page: below all three features.

/**
 * The payable balance per currency (the ledger's sum in each), with its whole points. Two
 * currencies are never added: a recruiter with $750 and €750 has two balances, not 1,500 points.
 */
export async function pointsBalances(db: Queryable, userId: number): Promise<CurrencyBalance[]> {
  const balances = await ledgerBalances(db, userId);
  return balances.map((balance) => ({
    ...balance,
    points: pointsOf(balance.amountMinor, balance.currency),
  }));
}
