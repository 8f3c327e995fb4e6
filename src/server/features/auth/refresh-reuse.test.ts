import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retiredRefreshTokens, sessions } from '../../db/schema/index.ts';
import { pruneRetiredRefreshTokens } from '../../platform/auth/sessions.ts';
import { openToken } from '../../platform/auth/token-seal.ts';
import { refreshCookie } from '../../test/app.ts';
import { t, useTestApp } from '../../test/use-test-app.ts';

useTestApp();

const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
const logout = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
const me = (accessToken: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

/** Refreshes `times` times in a row, as a thief holding a copied cookie would. */
async function rotate(cookie: string, times: number) {
  let current = cookie;
  let accessToken = '';
  for (let i = 0; i < times; i += 1) {
    const response = await refresh(current);
    expect(response.statusCode).toBe(200);
    current = refreshCookie(response)!;
    accessToken = response.json<{ accessToken: string }>().accessToken;
  }
  return { cookie: current, accessToken };
}

const sessionOf = async (userId: number) => {
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return session!;
};

describe('refresh token theft, thief rotates twice', () => {
  it('the victim presenting their (stolen) token ends the session', async () => {
    const { cookie: victim } = await t.loginAs();
    const thief = await rotate(victim!, 2);
    expect((await refresh(victim!)).statusCode).toBe(401);
    expect((await refresh(thief.cookie)).statusCode).toBe(401);
    expect((await me(thief.accessToken)).statusCode).toBe(401);
  });

  it('the victim logging out with their token ends the session', async () => {
    const { cookie: victim } = await t.loginAs();
    const thief = await rotate(victim!, 2);
    expect((await logout(victim!)).statusCode).toBe(204);
    expect((await refresh(thief.cookie)).statusCode).toBe(401);
    expect((await me(thief.accessToken)).statusCode).toBe(401);
  });
});

describe('refresh token reuse over the whole chain', () => {
  it('a token rotated away five times still ends the session when it comes back', async () => {
    const { user, cookie: victim } = await t.loginAs();
    const thief = await rotate(victim!, 5);
    expect((await refresh(victim!)).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revokedAt).not.toBeNull();
    expect((await refresh(thief.cookie)).statusCode).toBe(401);
  });

  it('every token of the chain ends the session at logout', async () => {
    const { user, cookie: first } = await t.loginAs();
    const second = await rotate(first!, 1);
    const last = await rotate(second.cookie, 3);
    expect((await logout(second.cookie)).statusCode).toBe(204);
    expect((await sessionOf(user.id)).revokedAt).not.toBeNull();
    expect((await refresh(last.cookie)).statusCode).toBe(401);
  });

  it('answers an unknown token with a plain 401 and ends no session', async () => {
    const { user, cookie } = await t.loginAs();
    const current = await rotate(cookie!, 2);
    const stranger = `rt=${crypto.randomBytes(32).toString('base64url')}`;
    expect((await refresh(stranger)).statusCode).toBe(401);
    expect((await logout(stranger)).statusCode).toBe(204);
    expect((await sessionOf(user.id)).revokedAt).toBeNull();
    expect((await refresh(current.cookie)).statusCode).toBe(200);
  });

  it('still lets a second tab use the token just rotated away, within the grace window', async () => {
    const { user, cookie } = await t.loginAs();
    const [one, two] = await Promise.all([refresh(cookie!), refresh(cookie!)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    // Only one of the two rotated; the grace answer hands the same new token over again, so the
    // browser's cookie ends on the current token whichever answer it kept last.
    expect(refreshCookie(one)).toBeDefined();
    expect(refreshCookie(one)).toBe(refreshCookie(two));
    expect((await sessionOf(user.id)).revokedAt).toBeNull();
    expect((await refresh(refreshCookie(one)!)).statusCode).toBe(200);
  });

  it('keeps the session of a browser whose refresh answer was lost, after the grace window too', async () => {
    const { user, cookie } = await t.loginAs();
    // The answer of this refresh never reaches the browser (a navigation aborted it).
    expect((await refresh(cookie!)).statusCode).toBe(200);
    // The next page load, within the window, presents the old cookie and is given the new token.
    const next = await refresh(cookie!);
    expect(next.statusCode).toBe(200);
    const handedOver = refreshCookie(next);
    expect(handedOver).toBeDefined();
    expect(handedOver).not.toBe(cookie);
    // A page loaded a minute later presents it: an ordinary rotation, the session lives on.
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id));
    const later = await refresh(handedOver!);
    expect(later.statusCode).toBe(200);
    expect((await sessionOf(user.id)).revokedAt).toBeNull();
    // The token the lost answer replaced is a stolen one now: the session ends.
    expect((await refresh(cookie!)).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revokedAt).not.toBeNull();
  });

  it('hands the new token over only to the holder of the token it replaced', async () => {
    const { user, cookie } = await t.loginAs();
    expect((await refresh(cookie!)).statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const old = cookie!.replace(/^rt=/, '');
    expect(openToken(session!.currentTokenSealed!, old)).not.toBeNull();
    const other = `${old.slice(0, -1)}${old.endsWith('x') ? 'y' : 'x'}`;
    expect(openToken(session!.currentTokenSealed!, other)).toBeNull();
    expect(session!.currentTokenSealed).not.toContain(old);
  });
});

describe('retired refresh tokens are kept no longer than their session', () => {
  const retiredOf = (sessionId: string) =>
    t.db.select().from(retiredRefreshTokens).where(eq(retiredRefreshTokens.sessionId, sessionId));

  it('go when their session is deleted', async () => {
    const { user, cookie } = await t.loginAs();
    await rotate(cookie!, 3);
    const session = await sessionOf(user.id);
    expect(await retiredOf(session.id)).toHaveLength(3);
    await t.db.delete(sessions).where(eq(sessions.id, session.id));
    expect(await retiredOf(session.id)).toEqual([]);
  });

  it('are pruned once their session has ended, and kept while it lives', async () => {
    const live = await t.loginAs();
    const revoked = await t.loginAs();
    const expired = await t.loginAs();
    for (const { cookie } of [live, revoked, expired]) await rotate(cookie!, 2);
    await logout(revoked.cookie!);
    const expiredSession = await sessionOf(expired.user.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, expiredSession.id));

    await pruneRetiredRefreshTokens(t.db);
    expect(await retiredOf((await sessionOf(live.user.id)).id)).toHaveLength(2);
    expect(await retiredOf((await sessionOf(revoked.user.id)).id)).toEqual([]);
    expect(await retiredOf(expiredSession.id)).toEqual([]);
  });
});
