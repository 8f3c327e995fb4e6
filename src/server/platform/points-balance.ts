import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { pointsLedger } from '../db/schema/index.ts';

// Read by the dashboard, the profile and the points page: below all three features.

/** The balance is the sum of the user's ledger rows. */
export async function pointsBalance(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::bigint` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.value ?? 0);
}
