import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { meResponseSchema } from '#shared/schemas/auth.ts';
import { loadMenu } from '../../platform/auth/menu.ts';
import { auditLog, files, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, refreshCookie, type TestApp } from '../../test/app.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { signExpiredToken } from '../../test/expired-token.ts';
import { statementNamesDuring, statementsDuring } from '../../test/statements-during.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = async (email: string, password = TEST_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, captchaToken: await solvedBotCheckToken(t.app, 'login') },
  });

describe('login', () => {
  it('returns a token, the user and the role menu, and sets an httpOnly refresh cookie', async () => {
    const user = await createUser(t.db, { roleId: ROLE.recruiter, email: 'Rachel@Example.test' });
    const response = await login('rachel@example.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: user.publicId,
      roleId: ROLE.recruiter,
      email: 'Rachel@Example.test',
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.expiresIn).toBe(900);
    expect(body.menu.map((m: { name: string }) => m.name)).toContain('jobOpenings');
    const cookie = response.cookies.find((c) => c.name === 'rt');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
  });

  it('reads the account, what its session shows and its known address in one statement, and answers the user /me shows', async () => {
    const [picture] = await t.db
      .insert(files)
      .values({
        fileTypeId: FILE_TYPE.profilePicture,
        originalName: 'me.png',
        mimeType: 'image/png',
        sizeBytes: 10,
        sha256: '0'.repeat(64),
        storageKey: `pictures/login-${Date.now()}.png`,
      })
      .returning();
    const user = await createUser(t.db, {
      roleId: ROLE.company,
      firstname: 'Şule',
      language: 'tr',
      profilePictureFileId: picture!.id,
    });
    // a first login reads the secrets and the menu that later ones find cached
    expect((await login((await createUser(t.db, { roleId: ROLE.company })).email)).statusCode).toBe(
      200,
    );
    const token = await solvedBotCheckToken(t.app, 'login');
    let response: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    const texts = await statementsDuring(t.pool, async () => {
      response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD, captchaToken: token },
      });
    });
    expect(response!.statusCode).toBe(200);
    const userReads = texts.filter((text) => /from\s+\(SELECT 1\)|from "users"/i.test(text));
    expect(userReads).toHaveLength(1);
    expect(userReads[0]).toContain('"sessions"');
    // bot-check answer, this read, the attempt counts, the session, the counts given back
    expect(texts).toHaveLength(5);

    const body = response!.json();
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(body.user).toEqual(me.json().user);
    expect(body.user).toMatchObject({
      firstname: 'Şule',
      language: 'tr',
      roleCode: 'company',
      profilePictureUrl: `/api/files/${picture!.publicId}`,
    });
  });

  it('records the session, the last login and an audit row of the request', async () => {
    const user = await createUser(t.db, { roleId: ROLE.candidate });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Audit test browser' },
      payload: {
        email: user.email,
        password: TEST_PASSWORD,
        captchaToken: await solvedBotCheckToken(t.app, 'login'),
      },
    });
    expect(response.statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session).toMatchObject({ userAgent: 'Audit test browser', revokedAt: null });
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login'), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({
      actorUserId: user.id,
      entity: 'user',
      ip: '127.0.0.1',
      data: null,
    });
    expect(entry!.requestId).toEqual(expect.any(String));
    // SQL NULL, not a JSON null: the prepared statement passes the audit data past its encoder.
    const { rows } = await t.pool.query<{ sqlNull: boolean }>(
      'SELECT data IS NULL AS "sqlNull" FROM audit_log WHERE id = $1',
      [entry!.id],
    );
    expect(rows[0]?.sqlNull).toBe(true);
  });

  it("prepares each of a login's statements by name: neither built nor planned again per login", async () => {
    const user = await createUser(t.db, { roleId: ROLE.recruiter });
    const token = await solvedBotCheckToken(t.app, 'login');
    let status = 0;
    const names = await statementNamesDuring(t.pool, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD, captchaToken: token },
      });
      status = response.statusCode;
    });
    expect(status).toBe(200);
    // a stranger's login from an IPv4 address: three limits counted, two given back on success
    expect(names).toEqual([
      'used_bot_check',
      'login_account',
      'rate_limits_count_3',
      'login_session',
      'rate_limits_give_back_2',
    ]);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const user = await createUser(t.db);
    const wrong = await login(user.email, 'Wrong1234!');
    const unknown = await login('nobody@example.test');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('refuses unconfirmed and deactivated accounts with their own codes', async () => {
    const unconfirmed = await createUser(t.db, { emailConfirmed: false });
    const inactive = await createUser(t.db, { active: false });
    expect((await login(unconfirmed.email)).json()).toMatchObject({ code: 'email_not_confirmed' });
    expect((await login(inactive.email)).json()).toMatchObject({ code: 'account_inactive' });
  });

  it('answers bad input with 400 and the field at fault', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });
});

describe('current user', () => {
  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.json()).toMatchObject({ code: 'unauthorized' });
    const { user } = await t.loginAs();
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const expiredToken = await signExpiredToken(t.db, {
      userId: user.id,
      roleId: user.roleId,
      sessionId: session!.id,
    });
    const expired = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${expiredToken}` },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'token_expired' });
  });

  it('returns the caller', async () => {
    const { user, headers } = await t.loginAs({ roleId: ROLE.company });
    const response = await t.app.inject({ url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = meResponseSchema.strict().parse(response.json());
    expect(body.user).toMatchObject({ id: user.publicId, roleCode: 'company' });
    // The menu kept as JSON is the role's menu, entry for entry.
    expect(body.menu).toEqual(await loadMenu(t.db, ROLE.company));
    expect(body.menu.length).toBeGreaterThan(0);
  });

  it('stops accepting the token of a deactivated user at once', async () => {
    const { user, headers } = await t.loginAs();
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and revokes the session when an old token is replayed later', async () => {
    const { cookie } = await t.loginAs();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie },
    });
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookie(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    // Past the grace window, the old token is a stolen one: the whole session ends.
    await t.db.update(sessions).set({ lastUsedAt: new Date(Date.now() - 60_000) });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie },
    });
    expect(replay.statusCode).toBe(401);
    const afterTheft = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: rotated! },
    });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('answers 401 to a refresh without a cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('logout revokes the session: its access token and refresh cookie stop working', async () => {
    const { headers, cookie } = await t.loginAs();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('logout with a token someone else already rotated still ends that session', async () => {
    const { cookie } = await t.loginAs();
    // Someone with a copy of the cookie refreshes first: the person's own token is now the old one.
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie },
    });
    expect(stolen.statusCode).toBe(200);
    const theirs = refreshCookie(stolen)!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: theirs },
    });
    expect(after.statusCode).toBe(401);
  });

  it('logout-all ends every session of the user', async () => {
    const { user, headers } = await t.loginAs();
    const other = await login(user.email);
    const otherHeaders = { authorization: `Bearer ${other.json().accessToken}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: otherHeaders })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(
      401,
    );
  });
});

describe('sign-up gate and change password', () => {
  it('has no ungated register route: accounts are created only by the bot-checked sign-up', async () => {
    const payload = {
      firstname: 'Şule',
      lastname: "O'Neil-Çelik",
      email: 'sule@example.test',
      password: 'Strong123',
      roleId: ROLE.candidate,
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);
  });

  it('signs up with Turkish letters in the names but never into a staff role', async () => {
    const signUp = async (roleId: number, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        payload: {
          firstname: 'Şule',
          lastname: 'Çelik',
          email: `sule-${id}@example.test`,
          password: 'Sunny-Rivers-42',
          linkedinPage: `linkedin.com/in/sule-${id}`,
          marketingChannelId: 1,
          termsAccepted: true,
          roleId,
          captchaToken: await solvedBotCheckToken(t.app, 'signup'),
        },
      });
    expect((await signUp(ROLE.candidate, 'candidate')).statusCode).toBe(201);
    const staff = await signUp(ROLE.admin, 'admin');
    expect(staff.statusCode).toBe(400);
    expect(staff.json().code).toBe('validation_failed');
  });

  it('changes the password, ends other sessions and keeps the current one', async () => {
    const { user, headers } = await t.loginAs();
    const other = await login(user.email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: 'Nope1234!', newPassword: 'Changed-Lantern-9' },
    });
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed123' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'weak_password',
      details: {
        fields: { newPassword: expect.stringMatching(/^validation\.passwordStrength\./) },
      },
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Lantern-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    const otherHeaders = { authorization: `Bearer ${other.json().accessToken}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers: otherHeaders })).statusCode).toBe(
      401,
    );
    expect((await login(user.email, 'Changed-Lantern-9')).statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a password change without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
