import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  companies,
  companyInvitations,
  companyMembers,
  countries,
  notifications,
  outboxEmails,
  users,
} from '../../db/schema/index.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createUser } from '#server/test/factories/user.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { unique } from '#server/test/factories/unique.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { makeCompany, png, setFlag } from './companies-test-setup.ts';
import { INVITE_RATE_LIMIT } from './routes.ts';

useTestApp();

async function lastMailTo(address: string) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(sql`lower(${outboxEmails.toAddress})`, address.toLowerCase()))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return mail;
}

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
    expect((await t.app.inject({ url: logo.json().logoUrl })).statusCode).toBe(200);

    // A new logo retires the old one: its address no longer serves it.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/company-profile/logo',
      headers: { ...member.headers, ...form.headers },
      payload: form.payload,
    });
    expect(next.json().logoUrl).not.toBe(logo.json().logoUrl);
    expect((await t.app.inject({ url: logo.json().logoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: next.json().logoUrl })).statusCode).toBe(200);
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

  it('never removes the last owner: a member may go, the owner stays until another is made one', async () => {
    const owner = await t.loginAs({ roleId: ROLE.company });
    const member = await createUser(t.db, { roleId: ROLE.company });
    await createCompany(t.db, { ownerIds: [owner.user.id], memberIds: [member.id] });
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-profile/members/${owner.user.publicId}`,
      headers: owner.headers,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().details).toMatchObject({ reason: 'last_owner' });
    const read = await t.app.inject({ url: '/api/company-profile', headers: owner.headers });
    expect(read.json().members).toHaveLength(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-profile/members/${member.publicId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('counts invitations: past the hourly limit a company gets 429 in its language', async () => {
    const owner = await t.loginAs({ roleId: ROLE.company });
    await makeCompany([owner.user.id]);
    const invite = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/company-profile/members',
        headers,
        payload: { email: `invitee-${unique()}@example.test` },
      });
    for (let n = 0; n < INVITE_RATE_LIMIT.limit; n += 1)
      expect((await invite(owner.headers)).statusCode).toBe(200);
    const refused = await invite({ ...owner.headers, 'accept-language': 'tr' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).not.toContain('Too many');
    const other = await t.loginAs({ roleId: ROLE.company });
    await makeCompany([other.user.id]);
    expect((await invite(other.headers)).statusCode).toBe(200);
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
