import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createNotification } from '../../platform/notifications.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('notifications', () => {
  it('lists the caller’s notifications, marks one read, all read, and clears them', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    await createNotification(t.db, { userId: me.user.id, type: 'task', title: 'First' });
    await createNotification(t.db, { userId: me.user.id, type: 'reminder', title: 'Second' });
    const list = await t.app.inject({ url: '/api/notifications', headers: me.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.unread).toBe(2);
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${body.items[0].id}/read`,
      headers: me.headers,
    });
    expect(read.json()).toEqual({ unread: 1, changed: 1 });

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: me.headers,
    });
    expect(all.json()).toMatchObject({ unread: 0, changed: 1 });

    const clear = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/clear',
      headers: me.headers,
    });
    expect(clear.json()).toMatchObject({ changed: 2 });
    const after = await t.app.inject({ url: '/api/notifications', headers: me.headers });
    expect(after.json()).toEqual({ items: [], unread: 0 });
  });

  it('dates each notice in UTC to the millisecond as toISOString does, and says whether it was read', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    await createNotification(t.db, { userId: me.user.id, type: 'task', title: 'Older, read' });
    await createNotification(t.db, { userId: me.user.id, type: 'task', title: 'Newer, unread' });
    // Microseconds past the millisecond are cut, not rounded, as a Date read from the row is.
    await t.db.execute(sql`update notifications set
      created_at = case when title = 'Older, read' then timestamptz '2026-03-04 05:06:07.123987+00'
        else timestamptz '2026-12-31 23:59:59.999999+03' end,
      read_at = case when title = 'Older, read' then now() end
      where user_id = ${me.user.id}`);
    const list = await t.app.inject({ url: '/api/notifications', headers: me.headers });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        title: 'Newer, unread',
        read: false,
        createdAt: '2026-12-31T20:59:59.999Z',
      }),
      expect.objectContaining({
        title: 'Older, read',
        read: true,
        createdAt: '2026-03-04T05:06:07.123Z',
      }),
    ]);
    expect(new Date('2026-03-04 05:06:07.123987+00').toISOString()).toBe(
      '2026-03-04T05:06:07.123Z',
    );
  });

  it('never shows or changes another user’s notification', async () => {
    const owner = await t.loginAs();
    const stranger = await t.loginAs();
    const created = await createNotification(t.db, {
      userId: owner.user.id,
      type: 'mention',
      title: 'Private',
    });
    const list = await t.app.inject({ url: '/api/notifications', headers: stranger.headers });
    expect(list.json().items).toEqual([]);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${created?.publicId}/read`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/clear',
      headers: stranger.headers,
    });
    const mine = await t.app.inject({ url: '/api/notifications', headers: owner.headers });
    expect(mine.json()).toMatchObject({ unread: 1 });
  });

  it('refuses anonymous callers and bad input', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    const me = await t.loginAs();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/not-an-id/read',
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    const limit = await t.app.inject({ url: '/api/notifications?limit=0', headers: me.headers });
    expect(limit.statusCode).toBe(400);
  });
});
