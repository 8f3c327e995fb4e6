import { eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type { Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { lockActiveStaffIds } from '../../platform/active-staff.ts';

export const LAST_STAFF_MESSAGE =
  'You are the last active administrator. Make another account an administrator before deleting yours';

/**
 * An active staff account may delete itself only while another active one remains, or nobody is
 * left to run the back office (user-admin likewise refuses deactivating oneself). The active staff
 * rows are locked in id order, before the account's own row, so two staff erasing themselves at
 * once wait for each other (no deadlock) and the second sees the first gone; a concurrent
 * deactivation or role change of a staff row is waited for too.
 */
export async function assertNotLastStaff(tx: Transaction, userId: number) {
  const [me] = await tx
    .select({ roleId: users.roleId, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  if (!me || me.roleId !== ROLE.admin || !me.active) return;
  const staff = await lockActiveStaffIds(tx);
  if (!staff.some((id) => id !== userId))
    throw conflict(LAST_STAFF_MESSAGE, { reason: 'last_staff' });
}
