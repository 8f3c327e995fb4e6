import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { users } from '#server/db/schema/index.ts';
import { waitForLockWaiters } from '#server/test/lock-waiters.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { LAST_STAFF_MESSAGE } from './last-staff.ts';

useTestApp();

type Login = Awaited<ReturnType<typeof t.loginAs>>;

const deleteAccount = (login: Login) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/delete-account',
    headers: login.headers,
    payload: { confirmation: login.user.email },
  });

/** Makes the given accounts the only staff of this database. */
async function onlyStaff(ids: number[]) {
  await t.db
    .update(users)
    .set({ roleId: ROLE.recruiter })
    .where(and(eq(users.roleId, ROLE.admin), notInArray(users.id, ids)));
}

async function activeStaff() {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)));
  return row?.n ?? 0;
}

/** Decision 13: deleting one's account never leaves the back office without an active admin. */
describe('deleting the last active staff account', () => {
  it('refuses the only active admin with 409 and keeps the account', async () => {
    const admin = await t.loginAs({ roleId: ROLE.admin });
    await onlyStaff([admin.user.id]);

    const erased = await deleteAccount(admin);
    expect(erased.statusCode).toBe(409);
    expect(erased.json()).toMatchObject({ code: 'conflict', message: LAST_STAFF_MESSAGE });
    expect(await activeStaff(), `delete-account answered ${erased.statusCode}`).toBe(1);
    const [kept] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(kept).toMatchObject({ email: admin.user.email, active: true });
  });

  it('lets an admin go while another remains, and of two erasing at once exactly one', async () => {
    const a = await t.loginAs({ roleId: ROLE.admin });
    const b = await t.loginAs({ roleId: ROLE.admin });
    await onlyStaff([a.user.id, b.user.id]);

    // Hold both rows so that both requests reach the staff lock before either goes on.
    const lock = await t.pool.connect();
    let first;
    let second;
    try {
      await lock.query('begin');
      await lock.query('select id from users where id = any($1) for update', [
        [a.user.id, b.user.id],
      ]);
      first = deleteAccount(a);
      second = deleteAccount(b);
      await waitForLockWaiters(t.pool, 2, 'the two erasures never reached the staff lock');
    } finally {
      await lock.query('commit');
      lock.release();
    }
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await activeStaff()).toBe(1);
    const left = await t.db
      .select({ active: users.active })
      .from(users)
      .where(inArray(users.id, [a.user.id, b.user.id]));
    expect(left.map((row) => row.active).sort()).toEqual([false, true]);
  });
});
