import { and, asc, eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type { Transaction } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * Locks the active staff rows, in id order, and answers their ids. Whoever may remove the last
 * active administrator (a demotion, a deactivation, an account erasing itself) asks this first:
 * the id order makes concurrent callers queue instead of deadlocking, and the second re-reads the
 * rows after the first commits, so two staff removing each other at once cannot both pass.
 */
export async function lockActiveStaffIds(tx: Transaction): Promise<number[]> {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update');
  return staff.map((row) => row.id);
}

/** Whether this user is the only active staff account, the staff rows locked as above. */
export async function isLastActiveStaff(tx: Transaction, userId: number) {
  const ids = await lockActiveStaffIds(tx);
  return ids.length === 1 && ids[0] === userId;
}
