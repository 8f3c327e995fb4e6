import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { sessions, users } from '../../db/schema/index.ts';
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
});
