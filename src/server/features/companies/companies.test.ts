import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  auditLog,
  companies,
  companyInvitations,
  companyMembers,
  countries,
  menus,
  notifications,
  outboxEmails,
  roleMenuRights,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createUser } from '../../test/factories.ts';
import { multipart } from '../referrals/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const unique = () => crypto.randomBytes(4).toString('hex');

async function makeCompany(memberIds: number[], name = `Company ${unique()}`) {
  const [company] = await t.db.insert(companies).values({ name, industryId: 1 }).returning();
  for (const [index, userId] of memberIds.entries())
    await t.db
      .insert(companyMembers)
      .values({ companyId: company!.id, userId, isOwner: index === 0 });
  return company!;
}

/** Sets one flag of a role's right on a menu entry (in this file's own database). */
async function setFlag(
  roleId: number,
  menuName: string,
  flag: 'canSelect' | 'canInsert' | 'canUpdate',
  value: boolean,
) {
  const [menu] = await t.db.select().from(menus).where(eq(menus.name, menuName));
  await t.db
    .update(roleMenuRights)
    .set({ [flag]: value })
    .where(and(eq(roleMenuRights.roleId, roleId), eq(roleMenuRights.menuId, menu!.id)));
}

const validInput = (name: string) => ({
  name,
  website: 'example.com',
  industryId: 1,
  countryId: null,
  cityId: null,
  companySize: '11-50',
  defaultCurrency: 'EUR',
  description: '<p>We build <strong>bridges</strong></p><script>alert(1)</script>',
  active: true,
});

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200),
]);

async function lastMailTo(address: string) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(sql`lower(${outboxEmails.toAddress})`, address.toLowerCase()))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return mail;
}

describe('staff companies', () => {
  it('creates a company with a payment customer, sanitised description and audit row', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const name = `Bridges ${unique()}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: validInput(name),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name,
      website: 'https://example.com',
      companySize: '11-50',
      defaultCurrency: 'EUR',
      active: true,
      members: [],
    });
    expect(body.paymentCustomerId).toMatch(/^cus_test_/);
    expect(body.description).toContain('<strong>bridges</strong>');
    expect(body.description).not.toContain('script');
    const [row] = await t.db.select().from(companies).where(eq(companies.publicId, body.id));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(row!.id))));
    expect(audits.map((a) => a.action)).toContain('create');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: validInput(name.toUpperCase()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'company_taken',
      details: { fields: { name: 'companies.validation.nameTaken' } },
    });
  });

  it('lists with paging, sorting, filters and counts, and exports CSV', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const tag = unique();
    const member = await createUser(t.db, { roleId: ROLE.company });
    await makeCompany([member.id], `Zeta ${tag}`);
    const inactive = await makeCompany([], `Alpha ${tag}`);
    await t.db.update(companies).set({ active: false }).where(eq(companies.id, inactive.id));

    const list = await t.app.inject({
      url: `/api/companies?q=${tag}&sort=name&order=asc&size=1`,
      headers: staff.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(list.json().items[0].name).toBe(`Alpha ${tag}`);

    const byMembers = await t.app.inject({
      url: `/api/companies?q=${tag}&sort=memberCount&order=desc`,
      headers: staff.headers,
    });
    expect(byMembers.json().items[0]).toMatchObject({ name: `Zeta ${tag}`, memberCount: 1 });

    const active = await t.app.inject({
      url: `/api/companies?q=${tag}&active=true&lang=tr`,
      headers: staff.headers,
    });
    expect(active.json().items.map((i: { name: string }) => i.name)).toEqual([`Zeta ${tag}`]);

    const likeEscaped = await t.app.inject({
      url: `/api/companies?q=${encodeURIComponent('%')}`,
      headers: staff.headers,
    });
    expect(likeEscaped.json().total).toBe(0);

    const csv = await t.app.inject({
      url: `/api/companies/export?q=${tag}&sort=name&order=desc`,
      headers: staff.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Name');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Zeta ${tag}`);
  });

  it('reads and edits a company, uploads a logo and shows its members', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const member = await createUser(t.db, { roleId: ROLE.company });
    const company = await makeCompany([member.id]);
    const read = await t.app.inject({
      url: `/api/companies/${company.publicId}`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().members).toMatchObject([{ userId: member.publicId, isOwner: true }]);

    const name = `Renamed ${unique()}`;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${company.publicId}`,
      headers: staff.headers,
      payload: { ...validInput(name), active: false, website: '' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ name, active: false, website: null });

    const form = multipart([
      { name: 'file', filename: 'logo.png', type: 'image/png', content: png },
    ]);
    const logo = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.publicId}/logo`,
      headers: { ...staff.headers, ...form.headers },
      payload: form.payload,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.json().logoUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);

    const text = multipart([
      {
        name: 'file',
        filename: 'logo.png',
        type: 'image/png',
        content: Buffer.from('not an image'),
      },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.publicId}/logo`,
      headers: { ...staff.headers, ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(400);

    const big = multipart([
      {
        name: 'file',
        filename: 'logo.png',
        type: 'image/png',
        content: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
      },
    ]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.publicId}/logo`,
      headers: { ...staff.headers, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it('answers 400 for bad input, 404 for an unknown company and 401 without a login', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const badQuery = await t.app.inject({
      url: '/api/companies?sort=nope',
      headers: staff.headers,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ code: 'validation_failed' });
    const badBody = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: { ...validInput(''), website: 'not a url' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().code).toBe('validation_failed');
    const badCity = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: staff.headers,
      payload: { ...validInput(`City ${unique()}`), countryId: null, cityId: 5 },
    });
    expect(badCity.statusCode).toBe(400);
    const missing = await t.app.inject({
      url: `/api/companies/${'0'.repeat(32)}`,
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/companies' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/companies/export' })).statusCode).toBe(401);
  });

  it('answers 403 to a role without the menu and to staff without the flag', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([member.user.id]);
    for (const caller of [recruiter, member]) {
      expect(
        (await t.app.inject({ url: '/api/companies', headers: caller.headers })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: `/api/companies/${company.publicId}`, headers: caller.headers }))
          .statusCode,
      ).toBe(403);
    }
    const staff = await t.loginAs({ roleId: ROLE.admin });
    await setFlag(ROLE.admin, 'companies', 'canInsert', false);
    await setFlag(ROLE.admin, 'companies', 'canUpdate', false);
    try {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: staff.headers,
        payload: validInput(`Nope ${unique()}`),
      });
      expect(create.statusCode).toBe(403);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/companies/${company.publicId}`,
        headers: staff.headers,
        payload: validInput(`Nope ${unique()}`),
      });
      expect(edit.statusCode).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/companies', headers: staff.headers })).statusCode,
      ).toBe(200);
    } finally {
      await setFlag(ROLE.admin, 'companies', 'canInsert', true);
      await setFlag(ROLE.admin, 'companies', 'canUpdate', true);
    }
  });
});

describe('company profile', () => {
  it('reads and edits the member’s own company (website, industry, description, logo)', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([member.user.id]);
    const read = await t.app.inject({ url: '/api/company-profile', headers: member.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: company.publicId, name: company.name });

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/company-profile',
      headers: member.headers,
      payload: {
        website: 'https://acme.example.org/jobs',
        industryId: 2,
        description: '<p>Hi</p><img src=x onerror=alert(1)>',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ website: 'https://acme.example.org/jobs', industryId: 2 });
    expect(edit.json().description).not.toContain('onerror');

    const form = multipart([
      { name: 'file', filename: 'logo.png', type: 'image/png', content: png },
    ]);
    const logo = await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/logo',
      headers: { ...member.headers, ...form.headers },
      payload: form.payload,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.json().logoUrl).toBeTruthy();
  });

  it('answers 400, 401, 403 (no menu, no flag) and 404 without a company', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    await makeCompany([member.user.id]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/company-profile',
      headers: member.headers,
      payload: { website: 'nope', industryId: null, description: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    expect((await t.app.inject({ url: '/api/company-profile' })).statusCode).toBe(401);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect(
      (await t.app.inject({ url: '/api/company-profile', headers: recruiter.headers })).statusCode,
    ).toBe(403);
    const loner = await t.loginAs({ roleId: ROLE.company });
    expect(
      (await t.app.inject({ url: '/api/company-profile', headers: loner.headers })).statusCode,
    ).toBe(404);

    await setFlag(ROLE.company, 'companyProfile', 'canUpdate', false);
    try {
      const edit = await t.app.inject({
        method: 'PUT',
        url: '/api/company-profile',
        headers: member.headers,
        payload: { website: null, industryId: null, description: null },
      });
      expect(edit.statusCode).toBe(403);
      const invite = await t.app.inject({
        method: 'POST',
        url: '/api/company-profile/members',
        headers: member.headers,
        payload: { email: `x-${unique()}@example.test` },
      });
      expect(invite.statusCode).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/company-profile', headers: member.headers })).statusCode,
      ).toBe(200);
    } finally {
      await setFlag(ROLE.company, 'companyProfile', 'canUpdate', true);
    }
  });

  it('never reaches another company: its members are 404, its record 403', async () => {
    const a = await t.loginAs({ roleId: ROLE.company });
    const b = await t.loginAs({ roleId: ROLE.company });
    const b2 = await createUser(t.db, { roleId: ROLE.company });
    await makeCompany([a.user.id]);
    const companyB = await makeCompany([b.user.id, b2.id]);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-profile/members/${b2.publicId}`,
      headers: a.headers,
    });
    expect(remove.statusCode).toBe(404);
    const [still] = await t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyB.id), eq(companyMembers.userId, b2.id)));
    expect(still?.removedAt).toBeNull();
    const profile = (
      await t.app.inject({ url: '/api/company-profile', headers: a.headers })
    ).json();
    expect(profile.id).not.toBe(companyB.publicId);
    expect(
      (await t.app.inject({ url: `/api/companies/${companyB.publicId}`, headers: a.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('removes a member (history kept) but never the last one', async () => {
    const owner = await t.loginAs({ roleId: ROLE.company });
    const other = await createUser(t.db, { roleId: ROLE.company });
    const company = await makeCompany([owner.user.id, other.id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-profile/members/${other.publicId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { userId: string }) => m.userId)).toEqual([
      owner.user.publicId,
    ]);
    const [history] = await t.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, other.id)));
    expect(history?.removedAt).toBeInstanceOf(Date);
    const [stillUser] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(stillUser?.active).toBe(true);

    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-profile/members/${owner.user.publicId}`,
      headers: owner.headers,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().details).toMatchObject({ reason: 'last_member' });
  });

  it('adds an existing company account without a company at once and notifies it', async () => {
    const owner = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([owner.user.id]);
    const free = await createUser(t.db, { roleId: ROLE.company });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/members',
      headers: owner.headers,
      payload: { email: free.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('added');
    expect(response.json().members.map((m: { userId: string }) => m.userId)).toContain(
      free.publicId,
    );
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, free.id));
    expect(note?.title).toContain(company.name);
    const mail = await lastMailTo(free.email);
    expect(mail?.templateCode).toBe('company_member_added');
    expect(mail?.html).toContain(company.name);

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/members',
      headers: owner.headers,
      payload: { email: free.email },
    });
    expect(twice.statusCode).toBe(409);
    const candidate = await createUser(t.db, { roleId: ROLE.candidate });
    const wrongRole = await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/members',
      headers: owner.headers,
      payload: { email: candidate.email },
    });
    expect(wrongRole.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/members',
      headers: owner.headers,
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('invites an unknown e-mail with a single-use, expiring token that joins the company', async () => {
    const owner = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([owner.user.id]);
    const email = `invitee-${unique()}@example.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/members',
      headers: owner.headers,
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('invited');
    const mail = await lastMailTo(email);
    expect(mail?.templateCode).toBe('company_invitation');
    const token = /invite=([A-Za-z0-9_-]{43})/.exec(mail!.html)?.[1];
    expect(token).toBeDefined();
    const [stored] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, company.id));
    expect(stored?.tokenHash).not.toContain(token!);

    const info = await t.app.inject({ url: `/api/company-invitations/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email, companyName: company.name });

    const [turkey] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
    const signUp = async (overrides: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/company-signup',
        payload: {
          firstName: 'Ece',
          lastName: 'Kaya',
          email,
          password: 'Harbour-Lights-7',
          phone: '+905321234567',
          companyName: 'ignored',
          companyWebsite: 'ignored.example.com',
          countryId: turkey!.id,
          industryId: 1,
          marketingChannelId: 8,
          termsAccepted: true,
          inviteToken: token,
          captchaToken: await solvedBotCheckToken(t.app, 'signup'),
          ...overrides,
        },
      });
    const wrongEmail = await signUp({ email: `someone-${unique()}@example.test` });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().details).toMatchObject({
      fields: { email: 'companies.invitation.emailMismatch' },
    });

    const joined = await signUp();
    expect(joined.statusCode).toBe(201);
    expect(joined.json().companyId).toBe(company.publicId);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [membership] = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, user!.id));
    expect(membership).toMatchObject({ companyId: company.id, isOwner: false, removedAt: null });
    expect(await t.db.select().from(companies).where(eq(companies.name, 'ignored'))).toHaveLength(
      0,
    );

    // Single use: the token no longer opens anything.
    expect((await t.app.inject({ url: `/api/company-invitations/${token}` })).statusCode).toBe(404);
    const reused = await signUp({ email: `other-${unique()}@example.test` });
    expect(reused.statusCode).toBe(404);
  });

  it('refuses an expired invitation', async () => {
    const owner = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([owner.user.id]);
    const email = `late-${unique()}@example.test`;
    await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/members',
      headers: owner.headers,
      payload: { email },
    });
    const token = /invite=([A-Za-z0-9_-]{43})/.exec((await lastMailTo(email))!.html)?.[1];
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.companyId, company.id));
    const info = await t.app.inject({ url: `/api/company-invitations/${token}` });
    expect(info.statusCode).toBe(404);
    expect(info.json().details).toMatchObject({ reason: 'invitation_invalid' });
    const [turkey] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/company-signup',
      payload: {
        firstName: 'Late',
        lastName: 'Comer',
        email,
        password: 'Harbour-Lights-7',
        phone: '+905321234567',
        companyName: 'x',
        companyWebsite: 'x.example.com',
        countryId: turkey!.id,
        industryId: 1,
        marketingChannelId: 8,
        termsAccepted: true,
        inviteToken: token,
        captchaToken: await solvedBotCheckToken(t.app, 'signup'),
      },
    });
    expect(signUp.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/company-invitations/short' })).statusCode).toBe(400);
  });
});
