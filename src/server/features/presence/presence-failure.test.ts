import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { userPresence } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.db.execute(sql`drop trigger if exists refuse_presence on user_presence`);
  await t.db.execute(sql`drop function if exists refuse_presence()`);
  await t.close();
});

describe('presence that cannot be written', () => {
  it('still answers the call: the write fails in the database, the answer goes out', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    // The database refuses this user's presence write (a real failure, not a mock).
    await t.db.execute(
      sql.raw(`create function refuse_presence() returns trigger language plpgsql as $$
        begin raise exception 'presence refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_presence before insert or update on user_presence
        for each row when (new.user_id = ${Number(recruiter.user.id)}) execute function refuse_presence()`),
    );
    const me = await t.app.inject({ url: '/api/auth/me', headers: recruiter.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { roleCode: 'recruiter' } });
    const lastSeenAt = async () =>
      (
        await t.db
          .select({ lastSeenAt: userPresence.lastSeenAt })
          .from(userPresence)
          .where(eq(userPresence.userId, recruiter.user.id))
      )[0]?.lastSeenAt;
    expect(await lastSeenAt()).toBeUndefined();
    // A failed write is not counted as written: the next call, the database willing, writes it.
    await t.db.execute(sql`drop trigger refuse_presence on user_presence`);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: recruiter.headers })).statusCode,
    ).toBe(200);
    expect(await lastSeenAt()).toBeInstanceOf(Date);
  });
});
