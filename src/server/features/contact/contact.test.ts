import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { botCheckChallengeResponseSchema } from '#shared/schemas/bot-check.ts';
import { cities, contactMessages, contactSubjects, outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL: 'staff@example.test' });
  const [london] = await t.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryId, 826), eq(cities.name, 'London')));
  if (!london) throw new Error('London is missing from the seeded cities');
  valid.cityId = london.id;
});
afterAll(async () => {
  await t.close();
});

async function botToken() {
  const response = await t.app.inject({ url: '/api/bot-check/challenge?action=contact' });
  const body = botCheckChallengeResponseSchema.parse(response.json());
  if (body.provider !== 'altcha') throw new Error('expected altcha');
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
}

const valid = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.test',
  phone: '+447700900123',
  countryId: 826,
  cityId: 0,
  company: 'Analytical Engines <Ltd>',
  companySize: '11-50',
  subjectId: 1,
  message: 'We would like to post ten jobs next month.',
};

describe('POST /api/contact', () => {
  it('stores the message and e-mails staff, escaping what the visitor typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, botToken: await botToken() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.test'));
    expect(stored).toMatchObject({
      company: 'Analytical Engines <Ltd>',
      subjectId: 1,
      userId: null,
      country: 'United Kingdom',
      city: 'London',
    });
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'staff@example.test'))
      .orderBy(desc(outboxEmails.id));
    expect(mail?.subject).toContain('Ada Lovelace');
    expect(mail?.html).toContain('Analytical Engines &#60;Ltd&#62;');
    expect(mail?.text).toContain('We would like to post ten jobs next month.');
  });

  it('answers 400 with field details for missing or invalid fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...valid,
        firstname: '',
        phone: '12',
        companySize: '7',
        subjectId: 0,
        cityId: 'x',
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { path: string }[] }>();
    expect(body.code).toBe('validation_failed');
    const paths = body.details.map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.firstname',
        'body.phone',
        'body.companySize',
        'body.subjectId',
        'body.cityId',
      ]),
    );
  });

  it('refuses a missing or reused bot-check token', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'bot_check_failed',
      message: 'Please verify that you are not a robot',
    });
  });

  it('refuses an inactive subject and links a logged-in sender', async () => {
    await t.db.update(contactSubjects).set({ active: false }).where(eq(contactSubjects.id, 5));
    const inactive = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, subjectId: 5, botToken: await botToken() },
    });
    expect(inactive.statusCode).toBe(400);
    const wrongCity = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, countryId: 792, botToken: await botToken() },
    });
    expect(wrongCity.statusCode).toBe(400);

    const session = await t.loginAs({ roleId: ROLE.recruiter });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: session.headers,
      payload: { ...valid, email: 'logged-in@example.test', botToken: await botToken() },
    });
    expect(sent.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'logged-in@example.test'));
    expect(stored?.userId).toBe(session.user.id);
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 3 && last !== 429; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('GET /api/contact/subjects', () => {
  it('lists active subjects in the language asked for and validates the language', async () => {
    const en = await t.app.inject({ url: '/api/contact/subjects?lang=en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().subjects[0]).toEqual({ id: 1, description: 'General question' });
    const tr = await t.app.inject({ url: '/api/contact/subjects?lang=tr' });
    expect(tr.json().subjects[0]).toEqual({ id: 1, description: 'Genel soru' });
    expect((await t.app.inject({ url: '/api/contact/subjects?lang=de' })).statusCode).toBe(400);
  });
});
