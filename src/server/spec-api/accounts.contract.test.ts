import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../db/schema/index.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser } from '../test/factories/user.ts';
import {
  lastMail,
  mailCount,
  roleMatrix,
  specSignUpBody,
  loginToken,
  type Caller,
} from './accounts-contract-setup.ts';
import { execute } from './test-support.ts';

// Public spec, section 7: sqlIds 97 (send confirmation email: piv_email), 56 (verify email:
// piv_email, piv_email_confirmation_code; the first item has status and message) and 58
// (password-reset email: email; rows with status and message). Status 0 is success.

let t: TestApp;
let callers: Awaited<ReturnType<typeof roleMatrix>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await roleMatrix(t);
});
afterAll(async () => {
  await t.close();
});

/** A person signed up through the spec's User-SignUp, not yet confirmed. */
async function signedUp() {
  const body = await specSignUpBody(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Users/User-SignUp',
    payload: body,
  });
  expect(response.json()[0]).toMatchObject({ status: 0 });
  return body;
}

const specLogin = async (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Users/Login',
    payload: { username, password, recaptchaToken: await loginToken(t) },
  });

describe('sqlId 97: send confirmation email', () => {
  it('mails a new code to an address waiting for confirmation, status 0 with a message', async () => {
    const person = await signedUp();
    // The sign-up's code went out a minute ago: a new one may go out now.
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(
        sql`${oneTimeCodes.userId} = (select ${users.id} from ${users} where ${users.email} = ${person.email})`,
      );
    const before = await mailCount(t, person.email);
    const answer = await execute(t.app, 97, { piv_email: person.email });
    expect(answer.statusCode).toBe(200);
    expect(answer.rows[0]).toEqual({ status: 0, message: 'A new code is on its way.' });
    expect(await mailCount(t, person.email)).toBe(before + 1);
    expect((await lastMail(t, person.email, 'confirm_email'))?.code).toMatch(/^\d{6}$/);
  });

  it('answers the same for an unknown or already confirmed address and mails nothing', async () => {
    const confirmed = await createUser(t.db);
    for (const email of ['nobody-97@example.test', confirmed.email]) {
      const answer = await execute(t.app, 97, { piv_email: email });
      expect(answer.rows).toEqual([{ status: 0, message: 'A new code is on its way.' }]);
      expect(await mailCount(t, email)).toBe(0);
    }
  });

  it('refuses a malformed address with a non-zero status and the reason in the caller’s language', async () => {
    const en = await execute(t.app, 97, { piv_email: 'not-an-email' });
    expect(en.rows[0]).toEqual({ status: 1, message: 'Please enter a valid email format' });
    const tr = await execute(
      t.app,
      97,
      { piv_email: 'not-an-email' },
      { headers: { 'accept-language': 'tr' } },
    );
    expect(tr.rows[0]).toEqual({ status: 1, message: 'Lütfen geçerli bir e-posta adresi girin' });
  });
});

describe('sqlId 56: verify email', () => {
  it('confirms the address with the mailed code (status 0); the spec’s login then opens a session', async () => {
    const person = await signedUp();
    const { code } = (await lastMail(t, person.email, 'confirm_email'))!;
    const answer = await execute(t.app, 56, {
      piv_email: person.email,
      piv_email_confirmation_code: code,
    });
    expect(answer.rows[0]).toEqual({
      status: 0,
      message: 'Your email has been confirmed. You can now log in.',
    });
    const login = await specLogin(person.email, person.password);
    expect(login.json()).toMatchObject({ status: 0, user: { emailConfirmed: 1 } });
    // A code works once.
    const again = await execute(t.app, 56, {
      piv_email: person.email,
      piv_email_confirmation_code: code,
    });
    expect(again.rows[0]).toMatchObject({ status: 1 });
  });

  it('answers a wrong code with a non-zero status and the message; the address stays unconfirmed', async () => {
    const person = await signedUp();
    const { code } = (await lastMail(t, person.email, 'confirm_email'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await execute(t.app, 56, {
      piv_email: person.email,
      piv_email_confirmation_code: wrong,
    });
    expect(answer.rows[0]).toEqual({
      status: 1,
      message: 'The code is wrong or no longer valid. Please check it, or ask for a new code.',
    });
    const login = await specLogin(person.email, person.password);
    expect(login.json()).toMatchObject({ status: 1, user: { emailConfirmed: 0 } });
  });
});

describe('sqlId 58: password-reset email', () => {
  it('answers the same rows whether or not the address has an account; only an account gets a code', async () => {
    const owner = await createUser(t.db);
    const answers = [];
    for (const email of [owner.email, 'nobody-58@example.test']) {
      const answer = await execute(t.app, 58, {
        email,
        recaptcha_token: await solvedBotCheckToken(t.app, 'reset'),
      });
      expect(answer.statusCode).toBe(200);
      answers.push(answer.rows);
    }
    expect(answers[0]).toEqual([
      {
        status: 0,
        message: 'If an account exists for this address, we have sent a reset code to it.',
      },
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect((await lastMail(t, owner.email, 'reset_password'))?.code).toMatch(/^\d{6}$/);
    expect(await lastMail(t, 'nobody-58@example.test', 'reset_password', 300)).toBeUndefined();
  });

  it('asks for the bot check: without its token the status is non-zero with the spec’s message', async () => {
    const answer = await execute(t.app, 58, { email: 'someone@example.test' });
    expect(answer.rows[0]).toEqual({
      status: 1,
      message: 'Please verify that you are not a robot',
    });
  });
});

describe('the spec’s sign-up journey through the layer only', () => {
  it('signs up, sends (97) and verifies (56) the code, logs in and uses the token', async () => {
    const person = await signedUp();
    expect((await execute(t.app, 97, { piv_email: person.email })).rows[0]).toMatchObject({
      status: 0,
    });
    const { code } = (await lastMail(t, person.email, 'confirm_email'))!;
    const verified = await execute(t.app, 56, {
      piv_email: person.email,
      piv_email_confirmation_code: code,
    });
    expect(verified.rows[0]).toMatchObject({ status: 0 });
    const login = await specLogin(person.email, person.password);
    expect(login.statusCode).toBe(200);
    const session = login.json();
    expect(session).toMatchObject({
      status: 0,
      user: { email: person.email, firstname: 'Ayşe', roleId: 3, emailConfirmed: 1 },
    });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: session.user.id, email: person.email });
  });
});

describe('every role', () => {
  const all = () => Object.values(callers) as Caller[];

  it('answers 97, 56 and 58 alike for anonymous, candidate, recruiter, company member and staff', async () => {
    for (const [index, caller] of all().entries()) {
      const headers = caller.headers;
      // One address per caller: sending codes is limited per address (6 an hour).
      const email = `matrix-${index}@example.test`;
      const sent = await execute(t.app, 97, { piv_email: email }, { headers });
      expect(sent.rows, caller.name).toEqual([{ status: 0, message: 'A new code is on its way.' }]);
      const verify = await execute(
        t.app,
        56,
        { piv_email: email, piv_email_confirmation_code: '123456' },
        { headers },
      );
      expect(verify.rows[0], caller.name).toMatchObject({ status: 1 });
      const reset = await execute(
        t.app,
        58,
        { email, recaptcha_token: await solvedBotCheckToken(t.app, 'reset') },
        { headers },
      );
      expect(reset.rows[0], caller.name).toMatchObject({ status: 0 });
    }
  });

  it('refuses a body userId naming another user unless the caller is staff', async () => {
    const { candidate, another, staff } = callers;
    const email = 'matrix-user-id@example.test';
    const asOther = await execute(
      t.app,
      97,
      { piv_email: email },
      { headers: candidate.headers, userId: another.publicId! },
    );
    expect(asOther.statusCode).toBe(403);
    const own = await execute(
      t.app,
      97,
      { piv_email: email },
      { headers: candidate.headers, userId: candidate.publicId! },
    );
    expect(own.rows[0]).toMatchObject({ status: 0 });
    const byStaff = await execute(
      t.app,
      97,
      { piv_email: email },
      { headers: staff.headers, userId: another.publicId! },
    );
    expect(byStaff.rows[0]).toMatchObject({ status: 0 });
  });
});

describe('hostile input', () => {
  it('answers 4xx or a refusing status row, never a 500 nor a success', async () => {
    const cases: [number, Record<string, string | number | null>][] = [
      [97, { piv_email: 'a\u0000b@example.test' }],
      [97, { piv_email: `${'x'.repeat(90_000)}@example.test` }],
      [97, { piv_email: 12345 }],
      [56, { piv_email: 'a@example.test', piv_email_confirmation_code: '99999999999' }],
      [56, { piv_email: 'a@example.test', piv_email_confirmation_code: '12\u000034' }],
      [56, { piv_email: null, piv_email_confirmation_code: null }],
      [58, { email: 'a\u0000@example.test', recaptcha_token: 'x'.repeat(9000) }],
      [58, { email: 99999999999 }],
    ];
    for (const [sqlId, values] of cases) {
      const answer = await execute(t.app, sqlId, values);
      const label = `${sqlId} ${JSON.stringify(values).slice(0, 80)}`;
      expect(answer.statusCode, label).toBeLessThan(500);
      if (answer.statusCode === 200) expect(answer.rows[0]?.status, label).not.toBe(0);
      else expect(answer.statusCode, label).toBeGreaterThanOrEqual(400);
    }
    for (const parameters of ['[{"parameter_name": "piv_email"', { piv_email: 'x' }, [[1]]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Commons/Executer',
        payload: { sqlId: 97, parameters },
      });
      expect(response.statusCode, JSON.stringify(parameters)).toBe(400);
    }
  });
});
