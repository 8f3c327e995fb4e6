import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { sessions, userPresence, users } from '../../db/schema/index.ts';
import { createNotification } from '../../platform/notifications.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signExpiredToken } from '../../test/expired-token.ts';
import { statementsDuring } from '../../test/statements-during.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bell = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/notifications${query}`, headers });

describe('the bell checks the session in its own statement', () => {
  it('reads the session and the page in one statement, an empty bell and an unread-only page too', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    let empty;
    const texts = await statementsDuring(t.pool, async () => (empty = await bell(me.headers)));
    expect(empty!.statusCode).toBe(200);
    expect(empty!.json()).toEqual({ items: [], unread: 0 });
    const reads = texts.filter((text) => text.includes('"sessions"'));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain('"notifications"');

    await createNotification(t.db, { userId: me.user.id, type: 'task', title: 'Old' });
    await createNotification(t.db, { userId: me.user.id, type: 'task', title: 'New' });
    const page = await bell(me.headers, '?limit=1');
    expect(page.json()).toMatchObject({ unread: 2, items: [{ title: 'New', read: false }] });
    const unread = await bell(me.headers, '?unreadOnly=true');
    expect(unread.json().items.map((item: { title: string }) => item.title)).toEqual([
      'New',
      'Old',
    ]);
  });

  it('refuses a revoked session and a deactivated user at once, and counts the call as activity only when valid', async () => {
    const revoked = await t.loginAs();
    await createNotification(t.db, { userId: revoked.user.id, type: 'task', title: 'Secret' });
    expect((await bell(revoked.headers)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, revoked.user.id));
    const afterRevoke = await bell(revoked.headers);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.body).not.toContain('Secret');

    const deactivated = await t.loginAs();
    await t.db.delete(userPresence).where(eq(userPresence.userId, deactivated.user.id));
    await t.db.update(users).set({ active: false }).where(eq(users.id, deactivated.user.id));
    expect((await bell(deactivated.headers)).statusCode).toBe(401);
    const seen = await t.db
      .select()
      .from(userPresence)
      .where(eq(userPresence.userId, deactivated.user.id));
    expect(seen).toEqual([]);
  });

  it('refuses a missing, forged or expired token before the input is validated', async () => {
    const me = await t.loginAs();
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    const expired = await signExpiredToken(t.db, {
      userId: me.user.id,
      roleId: me.user.roleId,
      sessionId: session!.id,
    });
    const forged = `${me.token.slice(0, -4)}AAAA`;
    for (const query of ['', '?limit=0', "?limit=1'; drop table users; --"]) {
      expect((await bell({}, query)).statusCode).toBe(401);
      expect((await bell({ authorization: `Bearer ${forged}` }, query)).statusCode).toBe(401);
      const late = await bell({ authorization: `Bearer ${expired}` }, query);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toMatchObject({ code: 'token_expired' });
    }
    const hostile = await bell(me.headers, '?limit=%00&unreadOnly=<script>');
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({ code: 'validation_failed' });
  });
});
