import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { pointsLedger, sessions, users } from '../../db/schema/index.ts';
import { createNotification } from '../notifications.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { statementsDuring } from '../../test/statements-during.ts';
import { requireAuth } from './guards.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/caller', async (request) => ({
      userId: (await requireAuth(request)).userId,
    }));
  });
});
afterAll(async () => {
  await t.close();
});

async function sessionIdOf(userId: number) {
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return session!.id;
}

/** Callers whose checks fall in one batch: two valid ones and every kind that must be refused. */
async function mixedCallers() {
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const company = await t.loginAs({ roleId: ROLE.company });
  const revoked = await t.loginAs();
  await t.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.userId, revoked.user.id));
  const inactive = await t.loginAs();
  await t.db.update(users).set({ active: false }).where(eq(users.id, inactive.user.id));
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  // Tokens signed with the app's key (as if it had leaked) for a session that is not theirs.
  const othersSession = await t.signToken({
    userId: company.user.id,
    roleId: ROLE.company,
    sessionId: await sessionIdOf(recruiter.user.id),
  });
  const noUuid = await t.signToken({
    userId: recruiter.user.id,
    roleId: ROLE.recruiter,
    sessionId: "x' or true --",
  });
  const unknown = await t.signToken({
    userId: recruiter.user.id,
    roleId: ROLE.recruiter,
    sessionId: randomUUID(),
  });
  return {
    valid: [recruiter, company],
    refused: [
      revoked.headers,
      inactive.headers,
      bearer(othersSession),
      bearer(noUuid),
      bearer(unknown),
    ],
  };
}

describe('session checks made at once share one statement', () => {
  it("answers /me to each caller with their own user, and refuses the others' sessions in the same batch", async () => {
    const { valid, refused } = await mixedCallers();
    const calls = [
      ...valid.map((caller) => caller.headers),
      ...refused,
      ...valid.map((caller) => caller.headers),
    ];
    let answers: Awaited<ReturnType<TestApp['app']['inject']>>[] = [];
    const texts = await statementsDuring(t.pool, async () => {
      answers = await Promise.all(
        calls.map((headers) => t.app.inject({ url: '/api/auth/me', headers })),
      );
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 401, 401, 401, 401, 401, 200, 200,
    ]);
    const emails = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().user.email);
    const own = valid.map((caller) => caller.user.email);
    expect(emails).toEqual([...own, ...own]);
    for (const answer of answers.filter((answer) => answer.statusCode === 401)) {
      for (const email of own) expect(answer.body).not.toContain(email);
    }
    // The malformed id never reached the statement, which ran once for the nine calls.
    expect(texts.filter((text) => text.includes('"sessions"'))).toHaveLength(1);
  });

  it('does the same for every other authenticated call', async () => {
    const { valid, refused } = await mixedCallers();
    const calls = [...refused, ...valid.map((caller) => caller.headers)];
    let answers: Awaited<ReturnType<TestApp['app']['inject']>>[] = [];
    const texts = await statementsDuring(t.pool, async () => {
      answers = await Promise.all(
        calls.map((headers) => t.app.inject({ url: '/api/test/caller', headers })),
      );
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 200, 200]);
    expect(answers.slice(5).map((answer) => answer.json().userId)).toEqual(
      valid.map((caller) => caller.user.id),
    );
    expect(texts.filter((text) => text.includes('"sessions"'))).toHaveLength(1);
  });

  it('checks a lone call at once, and a session revoked between two calls is refused on the second', async () => {
    const me = await t.loginAs();
    expect((await t.app.inject({ url: '/api/test/caller', headers: me.headers })).statusCode).toBe(
      200,
    );
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, me.user.id));
    expect((await t.app.inject({ url: '/api/test/caller', headers: me.headers })).statusCode).toBe(
      401,
    );
  });

  it("reads each caller's own bell, badge and dashboard when they ask at once, and nothing for a refused session", async () => {
    const recruiters = await Promise.all(
      [1, 2, 3].map(() => t.loginAs({ roleId: ROLE.recruiter })),
    );
    for (const [index, recruiter] of recruiters.entries()) {
      await createNotification(t.db, {
        userId: recruiter.user.id,
        type: 'task',
        title: `For ${index}`,
      });
      await t.db.insert(pointsLedger).values({
        userId: recruiter.user.id,
        kind: 'adjustment',
        points: index + 1,
        amountMinor: (index + 1) * 100,
        currency: 'EUR',
      });
    }
    const { refused } = await mixedCallers();
    const callers = [...recruiters.map((recruiter) => recruiter.headers), ...refused];
    for (const url of ['/api/notifications?limit=5', '/api/points/balance', '/api/dashboard']) {
      let answers: Awaited<ReturnType<TestApp['app']['inject']>>[] = [];
      const texts = await statementsDuring(t.pool, async () => {
        answers = await Promise.all(callers.map((headers) => t.app.inject({ url, headers })));
      });
      expect(
        answers.map((answer) => answer.statusCode),
        url,
      ).toEqual([200, 200, 200, 401, 401, 401, 401, 401]);
      // The dashboard checks other roles' tokens (here the refused callers') on its own.
      expect(
        texts.filter((text) => text.includes('"sessions"')),
        url,
      ).toHaveLength(url === '/api/dashboard' ? 2 : 1);
      for (const [index, answer] of answers.slice(0, 3).entries()) {
        const body = answer.json();
        if (url.startsWith('/api/notifications')) {
          expect(body.items.map((item: { title: string }) => item.title)).toEqual([`For ${index}`]);
        } else {
          expect(body.balances).toEqual([
            { currency: 'EUR', amountMinor: (index + 1) * 100, points: index + 1 },
          ]);
        }
      }
      for (const answer of answers.slice(3)) expect(answer.body).not.toContain('For ');
    }
  });

  it("keeps each caller's bell newest first, with their own unread count, when several bells share a statement", async () => {
    const recruiters = await Promise.all(
      [1, 2, 3].map(() => t.loginAs({ roleId: ROLE.recruiter })),
    );
    for (const [index, recruiter] of recruiters.entries()) {
      for (let notice = 0; notice < 4; notice++) {
        await createNotification(t.db, {
          userId: recruiter.user.id,
          type: 'task',
          title: `${index}.${notice}`,
        });
      }
    }
    const answers = await Promise.all(
      recruiters.map((recruiter) =>
        t.app.inject({ url: '/api/notifications?limit=3', headers: recruiter.headers }),
      ),
    );
    answers.forEach((answer, index) => {
      expect(answer.json()).toMatchObject({ unread: 4 });
      expect(answer.json().items.map((item: { title: string }) => item.title)).toEqual([
        `${index}.3`,
        `${index}.2`,
        `${index}.1`,
      ]);
    });
  });
});
