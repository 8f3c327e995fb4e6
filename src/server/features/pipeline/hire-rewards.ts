import { eq, max } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rewards } from '../../db/schema/index.ts';

/**
 * The hire cycle the next reward belongs to: one above the referral's last reward (a referral is
 * hired, reversed and hired again). Two confirmations racing for the same hire compute the same
 * number, and the unique index `rewards_hire_once_uq` on (referral, cycle) lets one of them in.
 */
export async function nextHireCycle(db: Queryable, referralId: number) {
  const [row] = await db
    .select({ last: max(rewards.hireCycle) })
    .from(rewards)
    .where(eq(rewards.referralId, referralId));
  return (row?.last ?? 0) + 1;
}
