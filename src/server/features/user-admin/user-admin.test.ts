import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog, outboxEmails, pointsLedger, users } from '../../db/schema/index.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { type MenuFlag, setMenuFlag } from '#server/test/menu-rights.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers?: Headers) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
const post = (url: string, headers?: Headers) => t.app.inject({ method: 'POST', url, headers });

const setFlag = (roleId: number, menuName: string, flag: MenuFlag, value: boolean) =>
  setMenuFlag(t.db, roleId, menuName, flag, value);

async function lastAudit(action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const login = async (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email,
      password: TEST_PASSWORD,
      captchaToken: await solvedBotCheckToken(t.app, 'login'),
    },
  });

describe('GET /api/admin/users', () => {
  it('pages, searches, filters by role and state, and sorts in SQL', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const tag = `zz${Date.now()}`;
    await createUser(t.db, {
      roleId: ROLE.recruiter,
      firstname: 'Bora',
      lastname: `${tag} A`,
      email: `a-${tag}@example.test`,
    });
    await createUser(t.db, {
      roleId: ROLE.recruiter,
      firstname: 'Cem',
      lastname: `${tag} B`,
      email: `b-${tag}@example.test`,
      active: false,
    });
    await createUser(t.db, {
      roleId: ROLE.company,
      firstname: 'Deniz',
      lastname: `${tag} C`,
      email: `c-${tag}@example.test`,
      emailConfirmed: false,
    });

    const all = await get(`/api/admin/users?q=${tag}&sort=name&order=asc`, staff.headers);
    expect(all.statusCode).toBe(200);
    const body = all.json<{
      items: { firstname: string }[];
      total: number;
      page: number;
      size: number;
    }>();
    expect(body.total).toBe(3);
    expect(body.items.map((u) => u.firstname)).toEqual(['Bora', 'Cem', 'Deniz']);

    const desc = await get(
      `/api/admin/users?q=${tag}&sort=name&order=desc&size=2&page=1`,
      staff.headers,
    );
    expect(desc.json<{ items: { firstname: string }[] }>().items.map((u) => u.firstname)).toEqual([
      'Deniz',
      'Cem',
    ]);

    const recruiters = await get(`/api/admin/users?q=${tag}&roleId=2`, staff.headers);
    expect(recruiters.json<{ total: number }>().total).toBe(2);
    const inactive = await get(`/api/admin/users?q=${tag}&state=inactive`, staff.headers);
    expect(
      inactive.json<{ items: { firstname: string }[] }>().items.map((u) => u.firstname),
    ).toEqual(['Cem']);
    const unconfirmed = await get(`/api/admin/users?q=${tag}&state=unconfirmed`, staff.headers);
    expect(
      unconfirmed.json<{ items: { firstname: string }[] }>().items.map((u) => u.firstname),
    ).toEqual(['Deniz']);
    const active = await get(`/api/admin/users?q=${tag}&state=active`, staff.headers);
    expect(active.json<{ items: { firstname: string }[] }>().items.map((u) => u.firstname)).toEqual(
      ['Bora'],
    );
    // LIKE wildcards in the search are literal.
    const wildcard = await get(`/api/admin/users?q=${encodeURIComponent('%_')}`, staff.headers);
    expect(wildcard.json<{ total: number }>().total).toBe(0);
  });

  it('exports the filtered list as CSV', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const tag = `csv${Date.now()}`;
    await createUser(t.db, { roleId: ROLE.recruiter, firstname: 'Ece', lastname: tag });
    const response = await get(`/api/admin/users/export?q=${tag}`, staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('E-mail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ece');
    expect(lines[1]).toContain('recruiter');
  });

  it('answers 400 for bad input, 401 anonymous, 403 without the menu or the flag', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const bad = await get('/api/admin/users?sort=password&size=1000', staff.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await get('/api/admin/users?roleId=9', staff.headers)).statusCode).toBe(400);
    expect((await get('/api/admin/users')).statusCode).toBe(401);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await get('/api/admin/users', recruiter.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/users/export', recruiter.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows profile, company membership and referral and point totals', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const member = await createUser(t.db, { roleId: ROLE.company });
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    const company = await createCompany(t.db, { memberIds: [member.id] });
    const job = await createJob(t.db, { companyId: company.id });
    await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.id, withCv: true });
    await t.db.insert(pointsLedger).values({
      userId: recruiter.id,
      kind: 'adjustment',
      points: 40,
      amountMinor: 4000,
      currency: 'USD',
    });

    const memberDetail = await get(`/api/admin/users/${member.publicId}`, staff.headers);
    expect(memberDetail.statusCode).toBe(200);
    expect(memberDetail.json()).toMatchObject({
      email: member.email,
      companies: [{ id: company.publicId, name: company.name }],
    });
    const recruiterDetail = await get(`/api/admin/users/${recruiter.publicId}`, staff.headers);
    expect(recruiterDetail.json()).toMatchObject({
      referralCount: 1,
      hireCount: 0,
      candidateCount: 1,
      balances: [{ currency: 'USD', amountMinor: 4000, points: 40 }],
      companies: [],
    });

    expect((await get(`/api/admin/users/${'0'.repeat(32)}`, staff.headers)).statusCode).toBe(404);
    expect((await get('/api/admin/users/not-an-id', staff.headers)).statusCode).toBe(400);
    expect((await get(`/api/admin/users/${member.publicId}`)).statusCode).toBe(401);
  });
});

describe('user actions', () => {
  it("changes a role with an audit row; never one's own; 400 for an unknown role", async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const user = await createUser(t.db, { roleId: ROLE.candidate });
    const response = await put(
      `/api/admin/users/${user.publicId}/role`,
      { roleId: ROLE.recruiter },
      staff.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: user.publicId, roleId: ROLE.recruiter } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.roleId).toBe(ROLE.recruiter);
    expect(await lastAudit('user.change_role')).toMatchObject({
      actorUserId: staff.user.id,
      entityId: user.publicId,
      data: { from: ROLE.candidate, to: ROLE.recruiter },
    });

    const own = await put(
      `/api/admin/users/${staff.user.publicId}/role`,
      { roleId: ROLE.recruiter },
      staff.headers,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe('You cannot change your own role');
    expect(
      (await put(`/api/admin/users/${user.publicId}/role`, { roleId: 7 }, staff.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await put(`/api/admin/users/${user.publicId}/role`, {}, staff.headers)).statusCode,
    ).toBe(400);
    expect((await put(`/api/admin/users/${user.publicId}/role`, { roleId: 2 })).statusCode).toBe(
      401,
    );
  });

  it('deactivation revokes sessions at once and login answers the inactive message; reactivation restores login', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const victim = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await get('/api/auth/me', victim.headers)).statusCode).toBe(200);

    const off = await put(
      `/api/admin/users/${victim.user.publicId}/active`,
      { active: false },
      staff.headers,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ user: { active: false } });
    expect((await get('/api/auth/me', victim.headers)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: victim.cookie ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
    const blocked = await login(victim.user.email);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'account_inactive' });
    expect(await lastAudit('user.deactivate')).toMatchObject({
      actorUserId: staff.user.id,
      entityId: victim.user.publicId,
    });

    const on = await put(
      `/api/admin/users/${victim.user.publicId}/active`,
      { active: true },
      staff.headers,
    );
    expect(on.statusCode).toBe(200);
    expect((await login(victim.user.email)).statusCode).toBe(200);
    expect(await lastAudit('user.activate')).toMatchObject({ entityId: victim.user.publicId });
  });

  it('refuses to deactivate oneself and answers 400 for a bad body', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const self = await put(
      `/api/admin/users/${staff.user.publicId}/active`,
      { active: false },
      staff.headers,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json<{ message: string }>().message).toBe('You cannot deactivate your own account');
    expect(
      (await put(`/api/admin/users/${staff.user.publicId}/active`, { active: 'no' }, staff.headers))
        .statusCode,
    ).toBe(400);
  });

  it('mails a reset code with the accounts template; the code resets the password', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const user = await createUser(t.db, { roleId: ROLE.recruiter, language: 'tr' });
    const response = await post(`/api/admin/users/${user.publicId}/reset-link`, staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, user.email),
          eq(outboxEmails.templateCode, 'reset_password'),
        ),
      );
    expect(mail).toBeDefined();
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.html).toContain(`/reset-password?email=`);
    expect(mail!.subject).not.toBe('');
    expect(await lastAudit('user.send_reset_link')).toMatchObject({
      actorUserId: staff.user.id,
      entityId: user.publicId,
    });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset',
      payload: {
        email: user.email,
        code,
        password: 'N3w-Secret-Pass!',
        captchaToken: await solvedBotCheckToken(t.app, 'reset'),
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses callers without the menu (403) or the update flag (403), and anonymous (401)', async () => {
    const user = await createUser(t.db, { roleId: ROLE.recruiter });
    const company = await t.loginAs({ roleId: ROLE.company });
    expect(
      (await put(`/api/admin/users/${user.publicId}/active`, { active: false }, company.headers))
        .statusCode,
    ).toBe(403);
    expect((await post(`/api/admin/users/${user.publicId}/reset-link`)).statusCode).toBe(401);

    const staff = await t.loginAs({ roleId: ROLE.admin });
    await setFlag(ROLE.admin, 'users', 'canUpdate', false);
    try {
      expect((await get('/api/admin/users', staff.headers)).statusCode).toBe(200);
      expect(
        (await put(`/api/admin/users/${user.publicId}/active`, { active: false }, staff.headers))
          .statusCode,
      ).toBe(403);
      expect(
        (await put(`/api/admin/users/${user.publicId}/role`, { roleId: 3 }, staff.headers))
          .statusCode,
      ).toBe(403);
      expect(
        (await post(`/api/admin/users/${user.publicId}/reset-link`, staff.headers)).statusCode,
      ).toBe(403);
      await setFlag(ROLE.admin, 'users', 'canSelect', false);
      expect((await get('/api/admin/users', staff.headers)).statusCode).toBe(403);
    } finally {
      await setFlag(ROLE.admin, 'users', 'canUpdate', true);
      await setFlag(ROLE.admin, 'users', 'canSelect', true);
    }
  });
});

describe('GET /api/admin/users/:id and removed memberships', () => {
  it('lists only the companies the user is a current member of, not one that removed them', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const owner = await t.loginAs({ roleId: ROLE.company });
    const leaver = await createUser(t.db, { roleId: ROLE.company });
    await createCompany(t.db, { ownerIds: [owner.user.id], memberIds: [leaver.id] });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-profile/members/${leaver.publicId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const detail = await get(`/api/admin/users/${leaver.publicId}`, staff.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().companies).toEqual([]);
  });
});
