import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { contactMessages, outboxEmails } from '../db/schema/index.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createCompany } from '../test/factories/company.ts';
import { cityId } from '../test/factories/reference-data.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { specParameters } from './test-support.ts';

/**
 * sqlId 85, the contact form (authenticated-area 2.9, 3, 5 and 7.2): the contact payload in, the
 * first row's status (0 sent) and message out. The contact route's limit (5 an hour per address)
 * and bot check apply, so each test sends from its own address.
 */

let t: TestApp;
let london: number;
let ip = 0;
const nextIp = () => `10.85.0.${++ip}`;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL: 'staff@example.test' });
  london = await cityId(t.db, 'GB', 'London');
});
afterAll(async () => {
  await t.close();
});

type Values = Record<string, string | number | null>;

/** The spec's contact payload, with a solved bot check as the client's form sends it. */
async function payload(overrides: Values = {}): Promise<Values> {
  return {
    pin_user_id: -1,
    piv_firstname: 'Ada',
    piv_lastname: 'Lovelace',
    piv_email: `ada-${ip}@example.test`,
    piv_phone: '+447700900123',
    piv_country: 'United Kingdom',
    piv_city: 'London',
    piv_company: 'Analytical Engines',
    piv_company_size: '11-50',
    pin_subject_id: 1,
    piv_message: 'We would like to post ten jobs next month.',
    piv_recaptcha_token: await solvedBotCheckToken(t.app, 'contact'),
    ...overrides,
  };
}

async function send(
  values: Values,
  options: { headers?: Record<string, string>; ip?: string; userId?: string | number } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Commons/Executer',
    headers: options.headers,
    remoteAddress: options.ip ?? nextIp(),
    payload: {
      sqlId: 85,
      parameters: specParameters(values),
      ...(options.userId === undefined ? {} : { userId: options.userId }),
    },
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json<unknown>(),
    rows: (response.statusCode === 200 ? response.json() : []) as Record<string, unknown>[],
  };
}

const storedFor = (email: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('sqlId 85: submit a contact message', () => {
  it('stores an anonymous message and e-mails staff; the first row says status 0', async () => {
    const values = await payload({ piv_email: 'visitor@example.test' });
    const answer = await send(values, { userId: -1 });
    expect(answer.statusCode).toBe(200);
    expect(answer.rows).toEqual([
      { status: 0, message: 'Your message has been sent successfully!' },
    ]);
    const [stored] = await storedFor('visitor@example.test');
    expect(stored).toMatchObject({
      userId: null,
      firstname: 'Ada',
      country: 'United Kingdom',
      city: 'London',
      company: 'Analytical Engines',
      companySize: '11-50',
      subjectId: 1,
    });
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'staff@example.test'))
      .orderBy(desc(outboxEmails.id));
    expect(mail?.text).toContain('We would like to post ten jobs next month.');
  });

  it('takes country and city as our ids, and answers in the caller’s language', async () => {
    const values = await payload({
      piv_email: 'ids@example.test',
      piv_country: '826',
      piv_city: String(london),
    });
    const answer = await send(values, { headers: { 'accept-language': 'tr' } });
    expect(answer.rows).toEqual([{ status: 0, message: 'Mesajınız başarıyla gönderildi!' }]);
    expect((await storedFor('ids@example.test'))[0]).toMatchObject({ city: 'London' });
  });

  it('links the message to the logged-in sender, whatever their role', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, { memberIds: [member.user.id] });
    const sessions = [
      ['candidate', await t.loginAs({ roleId: ROLE.candidate })],
      ['recruiter', await t.loginAs({ roleId: ROLE.recruiter })],
      ['company member', member],
      ['staff', await t.loginAs({ roleId: ROLE.admin })],
    ] as const;
    for (const [role, session] of sessions) {
      const email = `${role.replace(' ', '-')}@example.test`;
      const values = await payload({ piv_email: email, pin_user_id: session.user.publicId });
      const answer = await send(values, {
        headers: session.headers,
        userId: session.user.publicId,
      });
      expect(answer.rows[0], role).toMatchObject({ status: 0 });
      expect((await storedFor(email))[0]?.userId, role).toBe(session.user.id);
    }
  });

  it('refuses another person’s pin_user_id unless staff, who still send as themselves', async () => {
    const owner = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.candidate });
    const refused = await send(
      await payload({ piv_email: 'impostor@example.test', pin_user_id: owner.user.publicId }),
      { headers: other.headers },
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await send(
      await payload({ piv_email: 'impostor@example.test', pin_user_id: owner.user.publicId }),
    );
    expect(anonymous.statusCode).toBe(403);
    expect(await storedFor('impostor@example.test')).toEqual([]);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const asStaff = await send(
      await payload({ piv_email: 'for-someone@example.test', pin_user_id: owner.user.publicId }),
      { headers: staff.headers },
    );
    expect(asStaff.rows[0]).toMatchObject({ status: 0 });
    expect((await storedFor('for-someone@example.test'))[0]?.userId).toBe(staff.user.id);
  });

  it('answers status 1 with the reason for a missing bot check or field, and stores nothing', async () => {
    const noBot = await send(
      await payload({ piv_email: 'nobot@example.test', piv_recaptcha_token: null }),
    );
    expect(noBot.rows).toEqual([{ status: 1, message: 'Please verify that you are not a robot' }]);
    const noBotTr = await send(await payload({ piv_recaptcha_token: '' }), {
      headers: { 'accept-language': 'tr' },
    });
    expect(noBotTr.rows).toEqual([{ status: 1, message: 'Lütfen robot olmadığınızı doğrulayın' }]);
    const cases: [Values, string][] = [
      [{ piv_firstname: '' }, 'This is required'],
      [{ piv_phone: '12' }, 'Please enter a valid phone number format'],
      [{ pin_subject_id: -1 }, 'Please select a subject'],
      [{ piv_city: 'Atlantis' }, 'This is required'],
      [{ piv_country: 'Narnia' }, 'This is required'],
      [{ piv_company_size: '7' }, 'This is required'],
      [{ piv_message: 'm'.repeat(5_001) }, 'This is too long'],
    ];
    for (const [change, message] of cases) {
      const answer = await send(await payload({ piv_email: 'refused@example.test', ...change }));
      expect(answer.statusCode, JSON.stringify(change).slice(0, 60)).toBe(200);
      expect(answer.rows, JSON.stringify(change).slice(0, 60)).toEqual([{ status: 1, message }]);
    }
    expect(await storedFor('refused@example.test')).toEqual([]);
    expect(await storedFor('nobot@example.test')).toEqual([]);
  });

  it('keeps the contact route’s limit: the sixth attempt in an hour answers 429', async () => {
    const address = nextIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await send(await payload({ piv_recaptcha_token: 'not-solved' }), {
        ip: address,
      });
      expect(answer.rows[0], `attempt ${attempt}`).toMatchObject({ status: 1 });
    }
    const limited = await send(await payload(), { ip: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(await payload())).rows[0]).toMatchObject({ status: 0 });
  });

  it('answers 4xx, never 500, for hostile input', async () => {
    const refused: Values[] = [
      { pin_subject_id: '2147483648' },
      { pin_subject_id: 'one' },
      { piv_country: '2147483648' },
      { piv_city: '99999999999' },
      { piv_message: 'a\u0000b' },
      { piv_firstname: '\u0000' },
      { piv_message: 'x'.repeat(100_001) },
    ];
    for (const change of refused) {
      const answer = await send(await payload(change));
      expect(answer.statusCode, JSON.stringify(change).slice(0, 60)).toBe(400);
    }
    for (const parameters of ['[{"parameter_name":"piv_message"', '"text"', '{}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Commons/Executer',
        remoteAddress: nextIp(),
        payload: { sqlId: 85, parameters },
      });
      expect(response.statusCode, parameters).toBe(400);
    }
    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: '/api/Commons/Executer',
      remoteAddress: nextIp(),
      payload: {
        sqlId: 85,
        parameters: [{ parameter_name: 'piv_message', parameter_value: ['a'] }],
      },
    });
    expect(wrongTypes.statusCode).toBe(400);
    const oddButReadable = await send(
      await payload({ piv_city: 'İ'.repeat(10_000), piv_company: "'; select 1; --" }),
    );
    expect(oddButReadable.rows[0]).toMatchObject({ status: 1 });
  });
});
