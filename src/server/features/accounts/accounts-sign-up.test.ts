import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  companies,
  companyMembers,
  countries,
  oneTimeCodes,
  outboxEmails,
  users,
} from '../../db/schema/index.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '#server/test/factories/user.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { lastCode, login, post, unique } from './accounts-test-setup.ts';

useTestApp();

const companiesNamed = (name: string) =>
  t.db.select().from(companies).where(eq(companies.name, name));

async function signUpPayload(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    firstname: 'Ayşe',
    lastname: "O'Brien-Çelik",
    email: `new-${id}@example.test`,
    password: 'Sunny-Rivers-42',
    linkedinPage: `linkedin.com/in/person-${id}`,
    marketingChannelId: 1,
    termsAccepted: true,
    captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    ...overrides,
  };
}

describe('candidate sign-up and e-mail confirmation', () => {
  it('creates an unconfirmed account, mails a code, confirms it once and then lets the user in', async () => {
    const payload = await signUpPayload();
    const created = await post('/api/accounts/signup', payload);
    expect(created.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(user).toMatchObject({ roleId: ROLE.candidate, emailConfirmed: false });
    expect(user?.linkedinPage).toMatch(/^linkedin\.com\/in\/person-.+\/$/);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const { code, mail } = await lastCode(payload.email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    const [stored] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, user!.id));
    expect(stored?.codeHash).not.toContain(code);

    expect((await login(payload.email, payload.password)).json()).toMatchObject({
      code: 'email_not_confirmed',
    });

    const verify = () =>
      post('/api/accounts/email-confirmation/verify', { email: payload.email, code });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).json()).toMatchObject({ code: 'invalid_code' }); // single use
    expect((await lastCode(payload.email, 'welcome')).mail.subject).toBe('Welcome aboard');
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  it('refuses a missing or wrong bot check, bad fields, a guessable password and a taken LinkedIn', async () => {
    const missing = await post('/api/accounts/signup', {
      ...(await signUpPayload()),
      captchaToken: undefined,
    });
    expect(missing.json()).toMatchObject({
      code: 'bot_check_failed',
      message: 'Please verify that you are not a robot',
    });
    const wrong = await post('/api/accounts/signup', {
      ...(await signUpPayload()),
      captchaToken: 'e30=',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('bot_check_failed');

    const invalid = await post(
      '/api/accounts/signup',
      await signUpPayload({ firstname: 'R2D2', linkedinPage: 'x.com/in/a', password: 'short' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('validation_failed');

    const common = await post(
      '/api/accounts/signup',
      await signUpPayload({ password: 'Password1' }),
    );
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'weak_password',
      details: { fields: { password: 'validation.passwordStrength.warnings.common' } },
    });
    const ownName = await post(
      '/api/accounts/signup',
      await signUpPayload({ lastname: 'Zorbanek', password: 'Zorbanek2024!' }),
    );
    expect(ownName.json()).toMatchObject({
      code: 'weak_password',
      details: { fields: { password: 'validation.passwordStrength.warnings.userInputs' } },
    });

    const first = await signUpPayload();
    expect((await post('/api/accounts/signup', first)).statusCode).toBe(201);
    const again = await post(
      '/api/accounts/signup',
      await signUpPayload({ linkedinPage: `https://www.${first.linkedinPage}/` }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'linkedin_taken',
      message: 'This Linkedin Profile Already Registered!',
    });
  });

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const owner = await createUser(t.db, { language: 'tr' });
    const before = await t.db.select().from(users);
    const fresh = await signUpPayload();
    const taken = await signUpPayload({ email: owner.email.toUpperCase() });
    const newAnswer = await post('/api/accounts/signup', fresh);
    const takenAnswer = await post('/api/accounts/signup', taken);
    expect(takenAnswer.statusCode).toBe(newAnswer.statusCode);
    expect(takenAnswer.statusCode).toBe(201);
    // Same body shape; the address is the caller's own, as typed.
    expect(takenAnswer.json()).toEqual({ ok: true, email: taken.email });
    expect(newAnswer.json()).toEqual({ ok: true, email: fresh.email });
    expect(Object.keys(takenAnswer.json())).toEqual(Object.keys(newAnswer.json()));

    const after = await t.db.select().from(users);
    expect(after).toHaveLength(before.length + 1); // only the new address got an account
    const notice = await lastCode(owner.email, 'sign_up_existing');
    expect(notice.mail.subject).toBe('Biri e-posta adresinizle kaydolmaya çalıştı');
    expect(notice.mail.html).toContain('/reset-password');
    expect(notice.mail.html).toContain('/login');
    const [account] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(account?.passwordHash).toBe(owner.passwordHash); // nothing changed on the account
  });

  it('mails the owner a few notices an hour at most, answering the same every time', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(
        '/api/accounts/signup',
        await signUpPayload({ email: owner.email }),
        `10.0.9.${i}`,
      );
      expect(answer.statusCode).toBe(201);
    }
    const notices = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, owner.email),
          eq(outboxEmails.templateCode, 'sign_up_existing'),
        ),
      );
    expect(notices).toHaveLength(3);
  });

  it('counts wrong codes (5 at most), lets codes expire after 15 minutes, and answers resends alike', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    const send = (email: string) =>
      post('/api/accounts/email-confirmation/send', { email }, '10.0.0.7');
    expect((await send(user.email)).json()).toEqual({ ok: true });
    expect((await send('nobody-here@example.test')).json()).toEqual({ ok: true });
    const { code } = await lastCode(user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const verify = (c: string) =>
      post('/api/accounts/email-confirmation/verify', { email: user.email, code: c }, '10.0.0.7');
    for (let i = 0; i < 5; i += 1)
      expect((await verify(wrongCode)).json().code).toBe('invalid_code');
    // Used up by wrong guesses: the right code is refused, with the answer any refusal gets.
    expect((await verify(code)).json().code).toBe('invalid_code');

    await send(user.email);
    const fresh = await lastCode(user.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.userId, user.id));
    expect((await verify(fresh.code)).json().code).toBe('invalid_code');
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.emailConfirmed).toBe(false);
  });

  it('keeps a code sent less than a minute ago: asking again sends nothing and voids nothing', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    const send = () =>
      post('/api/accounts/email-confirmation/send', { email: user.email }, '10.0.0.9');
    expect((await send()).json()).toEqual({ ok: true });
    const first = await lastCode(user.email);
    expect((await send()).json()).toEqual({ ok: true });
    expect((await lastCode(user.email)).mail.id).toBe(first.mail.id);

    // A minute later a new code goes out, and it is the one that works.
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(oneTimeCodes.userId, user.id));
    await send();
    const second = await lastCode(user.email);
    expect(second.mail.id).not.toBe(first.mail.id);
    const verify = await post(
      '/api/accounts/email-confirmation/verify',
      { email: user.email, code: second.code },
      '10.0.0.9',
    );
    expect(verify.statusCode).toBe(200);
  });

  it('answers wrong codes alike for an account and for an address without one (no enumeration)', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    await post('/api/accounts/email-confirmation/send', { email: user.email }, '10.0.0.8');
    const { code } = await lastCode(user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = async (email: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 7; i += 1) {
        const answer = await post(
          '/api/accounts/email-confirmation/verify',
          { email, code: wrongCode },
          '10.0.0.8',
        );
        const { code: errorCode, message } = answer.json<{ code: string; message: string }>();
        seen.push([answer.statusCode, errorCode, message]);
      }
      return seen;
    };
    const known = await answers(user.email);
    expect(known).toEqual(await answers(`nobody-${unique()}@example.test`));
    expect(new Set(known.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('mails a code when an unconfirmed account logs in with the right password', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'email_not_confirmed',
      message: 'Please accept your email confirmation before you Login',
    });
    expect((await lastCode(user.email)).code).toMatch(/^\d{6}$/);
  });
});

describe('company sign-up', () => {
  it('creates the company, its owner and a test-mode payment customer', async () => {
    const [turkey] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
    const id = unique();
    const payload = {
      firstName: 'Şule',
      lastName: 'Yılmaz',
      email: `owner-${id}@example.test`,
      password: 'Harbour-Lights-7',
      phone: '+905321234567',
      companyName: `Acme ${id}`,
      companyWebsite: 'acme.example.com',
      countryId: turkey!.id,
      industryId: 1,
      marketingChannelId: 8,
      marketingReference: 'A friend at Acme',
      termsAccepted: true,
      captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    };
    const response = await post('/api/accounts/company-signup', payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, email: payload.email });
    const [company] = await companiesNamed(payload.companyName);
    expect(company).toMatchObject({
      website: 'https://acme.example.com',
      paymentCustomerId: expect.stringMatching(/^cus_test_/),
      defaultCurrency: 'TRY',
    });
    const [member] = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company!.id));
    expect(member?.isOwner).toBe(true);
    const [owner] = await t.db.select().from(users).where(eq(users.id, member!.userId));
    expect(owner).toMatchObject({
      roleId: ROLE.company,
      mobile: '+905321234567',
      emailConfirmed: false,
    });

    const taken = await post('/api/accounts/company-signup', {
      ...payload,
      email: `x-${id}@example.test`,
      captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    expect(taken.json().code).toBe('company_taken');
    const badPhone = await post('/api/accounts/company-signup', {
      ...payload,
      email: `y-${id}@example.test`,
      companyName: `Other ${id}`,
      phone: '+90123',
      captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().details).toMatchObject({
      fields: { phone: 'accounts.validation.phoneInvalid' },
    });

    // 300 characters fit the field but not the column once https:// is added: refused on the
    // field, before any company or payment customer exists.
    const longWebsite = `${'a'.repeat(285)}.example.com`;
    expect(longWebsite).toHaveLength(297);
    const tooLong = await post('/api/accounts/company-signup', {
      ...payload,
      email: `z-${id}@example.test`,
      companyName: `Long ${id}`,
      companyWebsite: longWebsite,
      captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toMatchObject({
      fields: { companyWebsite: 'validation.tooLong' },
    });
    expect(await companiesNamed(`Long ${id}`)).toHaveLength(0);

    // A taken address: the same answer, no second company, and a notice to the owner.
    const takenEmail = await post('/api/accounts/company-signup', {
      ...payload,
      email: payload.email.toUpperCase(),
      companyName: `Third ${id}`,
      captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    expect(takenEmail.statusCode).toBe(201);
    expect(takenEmail.json()).toEqual({ ok: true, email: payload.email.toUpperCase() });
    expect(await companiesNamed(`Third ${id}`)).toHaveLength(0);
    expect((await lastCode(payload.email, 'sign_up_existing')).mail.subject).toBe(
      'Someone tried to sign up with your e-mail address',
    );
  });
});
