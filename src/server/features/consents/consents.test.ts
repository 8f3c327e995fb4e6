import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { consentRecords, countries, users } from '../../db/schema/index.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

let counter = 0;
const unique = () => `${Date.now().toString(36)}c${(counter += 1)}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '10.9.0.1' });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function ledgerOf(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return t.db
    .select({
      termTypeId: consentRecords.termTypeId,
      version: consentRecords.version,
      granted: consentRecords.granted,
      source: consentRecords.source,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, user!.id))
    .orderBy(asc(consentRecords.termTypeId));
}

async function publish(staff: Record<string, string>, termTypeId: number, text: string) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/cms/terms/${termTypeId}/en`,
    headers: staff,
    payload: { htmlBody: `<p>${text}</p>` },
  });
  expect(saved.statusCode).toBe(200);
}

describe('consents at sign-up', () => {
  it('records the versions of the terms, the notice and the explicit consent answer', async () => {
    const email = `c-${unique()}@example.test`;
    const created = await post('/api/accounts/signup', {
      firstname: 'Ayşe',
      lastname: 'Kaya',
      email,
      password: 'Sunny-Rivers-42',
      linkedinPage: `linkedin.com/in/consent-${unique()}`,
      marketingChannelId: 1,
      termsAccepted: true,
      privacyNoticeRead: true,
      explicitConsent: false,
      captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    expect(created.statusCode).toBe(201);
    expect(await ledgerOf(email)).toEqual([
      { termTypeId: 1, version: 1, granted: true, source: 'sign_up' },
      { termTypeId: 2, version: 1, granted: true, source: 'sign_up' },
      { termTypeId: 3, version: 1, granted: false, source: 'sign_up' },
    ]);
  });

  it('records them for a company sign-up too (explicit consent given)', async () => {
    const [turkey] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
    const id = unique();
    const email = `owner-${id}@example.test`;
    const created = await post('/api/accounts/company-signup', {
      firstName: 'Şule',
      lastName: 'Yılmaz',
      email,
      password: 'Harbour-Lights-7',
      phone: '+905321234567',
      companyName: `Consent ${id}`,
      companyWebsite: 'consent.example.com',
      countryId: turkey!.id,
      industryId: 1,
      marketingChannelId: 8,
      termsAccepted: true,
      privacyNoticeRead: true,
      explicitConsent: true,
      captchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    expect(created.statusCode).toBe(201);
    expect((await ledgerOf(email)).map((r) => [r.termTypeId, r.granted])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });
});

describe('a changed text is asked again', () => {
  it('lists a newly published version as pending until the user accepts it', async () => {
    const staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const consenting = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db.insert(consentRecords).values({
      userId: consenting.user.id,
      termTypeId: 3,
      version: 1,
      granted: true,
      source: 'sign_up',
    });
    expect((await get('/api/consents/pending', candidate.headers)).json()).toEqual({ pending: [] });

    await publish(staff, 2, 'A changed information notice');
    await publish(staff, 3, 'A changed explicit consent');
    const pending = (await get('/api/consents/pending', candidate.headers)).json().pending;
    // The candidate never gave the explicit consent: only the notice comes back.
    expect(pending).toEqual([
      { termTypeId: 2, version: 2, publishedAt: expect.any(String), required: true },
    ]);
    expect(
      (await get('/api/consents/pending', consenting.headers))
        .json()
        .pending.map((p: { termTypeId: number; required: boolean }) => [p.termTypeId, p.required]),
    ).toEqual([
      [2, true],
      [3, false],
    ]);

    const refused = await post(
      '/api/consents',
      { answers: [{ termTypeId: 2, version: 2, granted: false }] },
      candidate.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toMatchObject({ fields: { answers: 'consents.gate.required' } });
    const stale = await post(
      '/api/consents',
      { answers: [{ termTypeId: 2, version: 1, granted: true }] },
      candidate.headers,
    );
    expect(stale.statusCode).toBe(409);
    const notPending = await post(
      '/api/consents',
      {
        answers: [
          { termTypeId: 2, version: 2, granted: true },
          { termTypeId: 1, version: 1, granted: true },
        ],
      },
      candidate.headers,
    );
    expect(notPending.statusCode).toBe(409);

    const accepted = await post(
      '/api/consents',
      { answers: [{ termTypeId: 2, version: 2, granted: true }] },
      candidate.headers,
    );
    expect(accepted.statusCode).toBe(200);
    expect((await get('/api/consents/pending', candidate.headers)).json()).toEqual({ pending: [] });
    const rows = await t.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, candidate.user.id), eq(consentRecords.termTypeId, 2)));
    expect(rows).toMatchObject([{ version: 2, granted: true, source: 'login' }]);

    // The explicit consent may be withdrawn: a declined answer is recorded and not asked again.
    const declined = await post(
      '/api/consents',
      {
        answers: [
          { termTypeId: 2, version: 2, granted: true },
          { termTypeId: 3, version: 2, granted: false },
        ],
      },
      consenting.headers,
    );
    expect(declined.statusCode).toBe(200);
    expect((await get('/api/consents/pending', consenting.headers)).json()).toEqual({
      pending: [],
    });

    // Saving the same text again publishes nothing new.
    await publish(staff, 2, 'A changed information notice');
    expect((await get('/api/consents/pending', candidate.headers)).json()).toEqual({ pending: [] });
  });

  it('answers every role for itself and refuses anonymous callers', async () => {
    for (const roleId of [ROLE.candidate, ROLE.recruiter, ROLE.company, ROLE.admin]) {
      const who = await t.loginAs({ roleId });
      const answer = await get('/api/consents/pending', who.headers);
      expect(answer.statusCode).toBe(200);
      // Every account made before this test accepted version 1 of the notice: version 2 is due.
      expect(answer.json().pending.map((p: { termTypeId: number }) => p.termTypeId)).toEqual([2]);
    }
    expect((await get('/api/consents/pending')).statusCode).toBe(401);
    expect(
      (await post('/api/consents', { answers: [{ termTypeId: 2, version: 2, granted: true }] }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses hostile input with 400', async () => {
    const who = await t.loginAs({ roleId: ROLE.candidate });
    const bodies: unknown[] = [
      {},
      { answers: [] },
      { answers: 'all' },
      { answers: [{ termTypeId: 9, version: 2, granted: true }] },
      { answers: [{ termTypeId: 2, version: 2 ** 40, granted: true }] },
      { answers: [{ termTypeId: 2, version: 2.5, granted: true }] },
      { answers: [{ termTypeId: 2, version: 2, granted: 'yes\u0000' }] },
      { answers: [{ termTypeId: '2\u0000', version: 2, granted: true }] },
      {
        answers: [
          { termTypeId: 2, version: 2, granted: true },
          { termTypeId: 2, version: 2, granted: true },
        ],
      },
      { answers: Array.from({ length: 4 }, () => ({ termTypeId: 2, version: 2, granted: true })) },
    ];
    for (const body of bodies) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/consents',
        headers: who.headers,
        payload: body as object,
      });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
