import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { LANGUAGE_COOKIE } from '#shared/i18n/languages.ts';
import { pipeline } from '#shared/i18n/pipeline.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { countries } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { multipart } from '#server/test/multipart.ts';
import { findServerMessages, isMessageKey } from '../test/server-messages.ts';
import { ERROR_TEXTS_TR } from './error-texts-tr.ts';

/**
 * Expressions the scan cannot read to a text, each passing on a message that is checked where it
 * is made: file → the expression's source text.
 */
const PASSED_ON: Record<string, string[]> = {
  // An AppError's own message (read at its throw site), zod's issues (read in their schemas),
  // and Fastify's own 4xx messages (a body that is not JSON), which stay as Fastify wrote them.
  'src/server/http/error-handler.ts': ['error.messageId', 'issue.message', 'error.message'],
  'src/server/platform/files/read-submission.ts': ['issue.message'],
  // The spec's layer passes on our own answers' details, or texts already in its caller's
  // language (`text(language, …)` of src/server/spec-api/texts.ts).
  'src/server/spec-api/endpoints/files/file-form.ts': ['issue.message'],
  'src/server/spec-api/executer/profile/field-messages.ts': [
    'first.message',
    '`${label}: ${message}`',
  ],
  'src/server/spec-api/executer/profile/payment-customer.ts': ['first.message'],
  'src/server/spec-api/executer/profile/save-profile-input.ts': ['issue.message'],
  'src/server/spec-api/executer/public/contact.ts': ['passOn(response, context.language)'],
  'src/server/spec-api/executer/referrals/refer-insert.ts': ['issue.message'],
};

/** Catalogue entries whose Turkish may equal the English (names, codes): none so far. */
const SAME_IN_TURKISH = new Set<string>();

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the Turkish catalogue of the server’s error texts', () => {
  const { found, unfollowed } = findServerMessages();
  const texts = found.filter((item) => item.text !== '' && !isMessageKey(item.text));

  it('holds every text the server can send in message or details[].message', () => {
    const missing = texts
      .filter((item) => !Object.hasOwn(ERROR_TEXTS_TR, item.text))
      .map((item) => `${item.file}:${item.line} ${JSON.stringify(item.text)}`);
    expect(missing).toEqual([]);
    // The scan did read the messages: the spec's quotes, constants, defaults and templates.
    const read = new Set(texts.map((item) => item.text));
    for (const text of [
      'Please Select Related Status!!!',
      'Please Attach your CV',
      'This hire has already been confirmed',
      'Country is required',
      'Not found',
      'The request is not valid',
      'The file must be at most {{size}} MB',
    ])
      expect(read).toContain(text);
  });

  it('reads every message expression, or knows why it passes one on', () => {
    const unknown = unfollowed
      .filter((item) => !PASSED_ON[item.file]?.includes(item.expression))
      .map((item) => `${item.file}:${item.line} ${item.expression}`);
    expect(unknown).toEqual([]);
  });

  it('has a Turkish text for each entry, with the same placeholders, and no stale entry', () => {
    const read = new Set(texts.map((item) => item.text));
    for (const [english, turkish] of Object.entries(ERROR_TEXTS_TR)) {
      expect(turkish.trim(), english).not.toBe('');
      if (!SAME_IN_TURKISH.has(english)) expect(turkish, english).not.toBe(english);
      expect(placeholders(turkish), english).toEqual(placeholders(english));
      expect(read.has(english) ? english : `stale: ${english}`).toBe(english);
    }
  });

  it('uses the client catalogue’s Turkish for the spec’s quotes', () => {
    const { en, tr } = { en: pipeline.en.messages, tr: pipeline.tr.messages };
    for (const key of ['status', 'description', 'cv'] as const)
      expect(ERROR_TEXTS_TR[en[key]]).toBe(tr[key]);
  });
});

describe('error answers in the caller’s language', () => {
  let t: TestApp;
  let countryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [gb] = await t.db.select().from(countries).where(eq(countries.iso2, 'GB'));
    countryId = gb?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  const form = (companyId: string, extra: object = {}) => ({
    companyId,
    title: 'Platform Engineer',
    industryId: 1,
    jobTypeId: 1,
    recruitmentTypeId: 1,
    remoteTypeId: 1,
    countryId,
    reward: 1000,
    rewardCurrency: 'USD',
    descriptionHtml: '<p>Build things</p>',
    statusId: JOB_STATUS.open,
    ...extra,
  });

  async function member() {
    const session = await t.loginAs({ roleId: ROLE.company });
    const company = await createCompany(t.db, { memberIds: [session.user.id] });
    return { headers: session.headers, companyId: company.publicId };
  }

  const createJob = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/job-admin/jobs', headers, payload });
  const turkishCookie = { cookie: `${LANGUAGE_COOKIE}=tr` };
  const turkishHeader = { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' };

  it('answers a 409 in Turkish to the language cookie and in English to everyone else', async () => {
    const me = await member();
    const job = form(me.companyId, { referenceCode: 'REF-409' });
    expect((await createJob(me.headers, job)).statusCode).toBe(201);

    const turkish = await createJob({ ...me.headers, ...turkishCookie }, job);
    expect(turkish.statusCode).toBe(409);
    expect(turkish.json()).toMatchObject({
      code: 'conflict',
      message: 'Bu referans kodu zaten kullanılıyor',
      details: [{ path: 'referenceCode', message: 'Bu referans kodu zaten kullanılıyor' }],
    });

    const english = await createJob(me.headers, job);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'conflict',
      message: 'This reference code is already used',
      details: [{ path: 'referenceCode', message: 'This reference code is already used' }],
    });
    // The cookie (the choice on screen) wins over the browser's Accept-Language.
    const chosen = await createJob(
      { ...me.headers, ...turkishHeader, cookie: `${LANGUAGE_COOKIE}=en` },
      job,
    );
    expect(chosen.json().message).toBe('This reference code is already used');
  });

  it('answers a schema’s 400 in Turkish to Accept-Language: tr, keeping i18n keys', async () => {
    const me = await member();
    const bad = form(me.companyId, { title: '', industryId: 0 });

    const turkish = await createJob({ ...me.headers, ...turkishHeader }, bad);
    expect(turkish.statusCode).toBe(400);
    const body = turkish.json();
    expect(body).toMatchObject({ code: 'validation_failed', message: 'İstek geçerli değil.' });
    expect(body.details).toContainEqual({ path: 'body.title', message: 'Başlık zorunludur' });
    expect(body.details).toContainEqual({ path: 'body.industryId', message: 'Sektör zorunludur' });

    const english = await createJob(me.headers, bad);
    expect(english.json()).toMatchObject({ message: 'The request is not valid' });
    expect(english.json().details).toContainEqual({
      path: 'body.title',
      message: 'Title is required',
    });
  });

  it('fills a text’s values in after translating it, and passes an i18n key through', async () => {
    const me = await member();
    const above = form(me.companyId, { reward: 50_000.01 });

    const turkish = await createJob({ ...me.headers, ...turkishCookie }, above);
    expect(turkish.statusCode).toBe(400);
    expect(turkish.json()).toMatchObject({
      code: 'reward_above_maximum',
      message: 'Ödül 50,000 USD tutarını aşamaz.',
      // An i18n key the client translates itself: untouched.
      details: [{ path: 'reward', message: 'reward_above_maximum', max: 50_000, currency: 'USD' }],
    });

    const english = await createJob(me.headers, above);
    expect(english.json()).toMatchObject({
      message: 'The reward must not be above 50,000 USD',
      details: [{ path: 'reward', message: 'reward_above_maximum' }],
    });
  });

  it('translates the error handler’s own answers: a login’s i18n key, an unknown route', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: turkishHeader,
      payload: { email: 'someone@example.test', password: '' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      message: 'İstek geçerli değil.',
      details: [{ path: 'body.password', message: 'validation.required' }],
    });

    const route = await t.app.inject({ url: '/api/no-such-route?x=1', headers: turkishCookie });
    expect(route.json()).toMatchObject({
      code: 'not_found',
      message: 'GET /api/no-such-route adresi bulunamadı.',
    });
    const english = await t.app.inject({ url: '/api/no-such-route' });
    expect(english.json().message).toBe('Route GET /api/no-such-route not found');
  });

  it('follows the request’s own lang first (the spec’s API and the lookups name it)', async () => {
    const me = await member();
    const bad = form(me.companyId, { title: '' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/job-admin/jobs?lang=tr',
      headers: { ...me.headers, cookie: `${LANGUAGE_COOKIE}=en` },
      payload: bad,
    });
    expect(asked.json()).toMatchObject({ message: 'İstek geçerli değil.' });
  });

  it('answers a second file where one is taken with a 400 that says so, not "too large"', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const body = multipart([
      { name: 'cv', filename: 'a.pdf', content: pdfWithText(['A']), type: 'application/pdf' },
      { name: 'cv', filename: 'b.pdf', content: pdfWithText(['B']), type: 'application/pdf' },
    ]);
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/referrals/candidates/${candidate.publicId}/cvs`,
        payload: body.payload,
        headers: { ...recruiter.headers, ...body.headers, ...headers },
      });
    const english = await send({});
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Please send one file at a time',
    });
    const turkish = await send(turkishCookie);
    expect(turkish.json().message).toBe('Lütfen tek seferde bir dosya gönderin.');
  });
});
