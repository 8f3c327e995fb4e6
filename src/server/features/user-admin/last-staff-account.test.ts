import { and, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { users } from '#server/db/schema/index.ts';
import { waitForLockWaiters } from '#server/test/lock-waiters.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

/** Two admins, the only ones of this database, each asking to take the other's rights at once. */
async function eachOtherAtOnce(action: 'active' | 'role') {
  const a = await t.loginAs({ roleId: ROLE.admin });
  const b = await t.loginAs({ roleId: ROLE.admin });
  await t.db
    .update(users)
    .set({ roleId: ROLE.recruiter })
    .where(and(eq(users.roleId, ROLE.admin), notInArray(users.id, [a.user.id, b.user.id])));
  const payload = action === 'active' ? { active: false } : { roleId: ROLE.recruiter };

  // Hold both rows so that both requests are past every check before either writes.
  const lock = await t.pool.connect();
  let first;
  let second;
  try {
    await lock.query('begin');
    await lock.query('select id from users where id = any($1) for update', [
      [a.user.id, b.user.id],
    ]);
    first = t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${b.user.publicId}/${action}`,
      headers: a.headers,
      payload,
    });
    second = t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${a.user.publicId}/${action}`,
      headers: b.headers,
      payload,
    });
    await waitForLockWaiters(t.pool, 2, 'the two requests never reached their update');
  } finally {
    await lock.query('commit');
    lock.release();
  }
  const answers = await Promise.all([first, second]);
  const [admins] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)));
  return { answers, activeAdmins: admins?.n };
}

describe('the last active staff account is kept', () => {
  it('two admins deactivating each other at once: one succeeds, the other gets 409', async () => {
    const { answers, activeAdmins } = await eachOtherAtOnce('active');
    expect(activeAdmins, answers.map((answer) => answer.body).join('; ')).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: 'You cannot deactivate the last active administrator',
    });
  });

  it('two admins giving each other another role at once: one succeeds, the other gets 409', async () => {
    const { answers, activeAdmins } = await eachOtherAtOnce('role');
    expect(activeAdmins, answers.map((answer) => answer.body).join('; ')).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: 'You cannot change the role of the last active administrator',
    });
  });
});
