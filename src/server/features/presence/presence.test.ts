import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { userPresence, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '#server/test/factories/job.ts';
import { presenceStatus, touchPresence } from '../../platform/presence.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe('presence', () => {
  it('is online up to 2 minutes, away up to 15, then offline', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const ago = (ms: number) => new Date(now - ms);
    expect(presenceStatus(null, now)).toBe('offline');
    expect(presenceStatus(ago(2 * MINUTE), now)).toBe('online');
    expect(presenceStatus(ago(2 * MINUTE + 1), now)).toBe('away');
    expect(presenceStatus(ago(15 * MINUTE), now)).toBe('away');
    expect(presenceStatus(ago(15 * MINUTE + 1), now)).toBe('offline');
  });

  it('shows the other participant online, away or offline from their last authenticated call', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, {
      company: { ownerIds: [company.user.id] },
      responsibleIds: [company.user.id],
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: recruiter.headers,
      payload: { recipientId: company.user.publicId, jobId: job.publicId, text: 'Hi' },
    });
    expect(start.statusCode).toBe(201);

    const statusSeenByCompany = async () => {
      const inbox = await t.app.inject({
        url: '/api/messages/conversations',
        headers: company.headers,
      });
      return inbox.json<{ items: { other: { status: string } }[] }>().items[0]?.other.status;
    };
    const lastSeen = (minutesAgo: number) =>
      t.db
        .update(userPresence)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(eq(userPresence.userId, recruiter.user.id));

    expect(await statusSeenByCompany()).toBe('online');
    await lastSeen(10);
    expect(await statusSeenByCompany()).toBe('away');
    await lastSeen(30);
    expect(await statusSeenByCompany()).toBe('offline');

    // Half a minute later (this process writes a user's presence at most every 30 s).
    const later = Date.now() + 31_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const call = await t.app.inject({ url: '/api/profile', headers: recruiter.headers });
    vi.restoreAllMocks();
    expect(call.statusCode).toBe(200);
    expect(await statusSeenByCompany()).toBe('online');
  });

  it('writes a user’s presence at most once per 30 s from one process', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const lastSeenAt = async () =>
      (await t.db.select().from(userPresence).where(eq(userPresence.userId, recruiter.user.id)))[0]
        ?.lastSeenAt;
    await touchPresence(t.db, recruiter.user.id);
    await t.db.delete(userPresence).where(eq(userPresence.userId, recruiter.user.id));
    await touchPresence(t.db, recruiter.user.id);
    expect(await lastSeenAt()).toBeUndefined();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    await touchPresence(t.db, recruiter.user.id);
    vi.restoreAllMocks();
    expect(await lastSeenAt()).toBeInstanceOf(Date);
  });

  it('does not see an account that is no longer active', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db.update(users).set({ active: false }).where(eq(users.id, recruiter.user.id));
    await t.db.delete(userPresence).where(eq(userPresence.userId, recruiter.user.id));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    await touchPresence(t.db, recruiter.user.id);
    vi.restoreAllMocks();
    const rows = await t.db
      .select()
      .from(userPresence)
      .where(eq(userPresence.userId, recruiter.user.id));
    expect(rows).toEqual([]);
  });
});
