import { aliasedTable, and, desc, eq, max, notExists } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/index.ts';

const reversal = aliasedTable(pointsLedger, 'reversal');

/**
 * The reward of the referral's current hire: its newest reward row that no reversal points at.
 * A referral is hired, reversed and hired again; each hire has at most one such row.
 */
export async function openReward(db: Queryable, referralId: number) {
  const [row] = await db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.referralId, referralId),
        eq(pointsLedger.kind, 'reward'),
        notExists(
          db
            .select({ id: reversal.id })
            .from(reversal)
            .where(eq(reversal.reversesEntryId, pointsLedger.id)),
        ),
      ),
    )
    .orderBy(desc(pointsLedger.id))
    .limit(1);
  return row ?? null;
}

/**
 * The hire cycle the next reward credits: one above the referral's last credited cycle. Two
 * confirmations racing for the same hire compute the same number, and the ledger's unique index
 * on (referral, cycle) lets only one of them insert.
 */
export async function nextHireCycle(db: Queryable, referralId: number) {
  const [row] = await db
    .select({ last: max(pointsLedger.hireCycle) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.referralId, referralId), eq(pointsLedger.kind, 'reward')));
  return (row?.last ?? 0) + 1;
}
