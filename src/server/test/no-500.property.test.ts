import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { someCity } from '#server/test/factories/reference-data.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createTestApp, type TestApp } from './app.ts';
import { routeCases, type Caller, type RouteCase } from './no-500-routes.ts';

/**
 * A caller's input never makes the server fail: every route family, driven with the hostile set
 * and with fast-check's arbitrary strings, numbers and shapes, answers below 500.
 */

/** JSON cannot carry 1e309; this marker is written into the body text as the literal. */
const HUGE = '__1e309__';

const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'a\u0001\u001fb',
  '2147483648',
  '9007199254740991',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '9999-99-99',
  '0000-00-00',
  '2026-13-45',
  '',
  ' ',
  'x'.repeat(20_000),
  'İstanbul ıŞ 🙂 \u202e مرحبا',
  "'; select 1; --",
] as const;

const HOSTILE_JSON: readonly unknown[] = [
  ...HOSTILE_TEXT,
  '\ud800',
  2147483648,
  2147483647,
  99999,
  9007199254740991,
  -1,
  0,
  1.5,
  HUGE,
  null,
  true,
  [],
  ['a\u0000b'],
  [2147483648],
  {},
  { a: 'a\u0000b' },
];

const textArbitrary = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
/** A query value: one text, or the key repeated (an array where a scalar is expected). */
const queryValueArbitrary = fc.oneof(
  { weight: 4, arbitrary: textArbitrary },
  { weight: 1, arbitrary: fc.array(textArbitrary, { minLength: 2, maxLength: 3 }) },
);
const jsonValueArbitrary = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_JSON) },
  { weight: 2, arbitrary: textArbitrary },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

type Headers = Record<string, string>;
let t: TestApp;
const callers = new Map<Caller, Headers>();
let cases: RouteCase[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const logins = {
    candidate: await t.loginAs({ roleId: ROLE.candidate }),
    recruiter: await t.loginAs({ roleId: ROLE.recruiter }),
    company: await t.loginAs({ roleId: ROLE.company }),
    admin: await t.loginAs({ roleId: ROLE.admin }),
  };
  callers.set('anonymous', {});
  for (const [caller, login] of Object.entries(logins))
    callers.set(caller as Caller, login.headers as Headers);
  const company = await createCompany(t.db, { ownerIds: [logins.company.user.id] });
  const job = await createJob(t.db, {
    companyId: company.id,
    responsibleIds: [logins.company.user.id],
  });
  const { candidate, referral } = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: logins.recruiter.user.id,
  });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/messages/conversations',
    headers: logins.recruiter.headers,
    payload: { recipientId: logins.company.user.publicId, jobId: job.publicId, text: 'Hello' },
  });
  cases = routeCases({
    jobId: job.publicId,
    companyId: company.publicId,
    companyUserId: logins.company.user.publicId,
    candidateUserId: logins.candidate.user.publicId,
    conversationId: started.json<{ conversationId: string }>().conversationId,
    applicationId: referral.publicId,
    candidateId: candidate.publicId,
    ...(await someCity(t.db)),
  });
});
afterAll(async () => {
  await t.close();
});

type Variation = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function encodePart(value: unknown): string {
  // A lone surrogate cannot be percent-encoded; a client would send U+FFFD instead.
  return encodeURIComponent(String(value).replace(LONE_SURROGATE, '\ufffd'));
}

function buildRequest(route: RouteCase, change: Variation) {
  const params = { ...route.params, ...change.params };
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodePart(params[name] ?? ''),
  );
  const query = Object.entries({ ...route.baseQuery, ...change.query }).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${key}=${encodePart(item)}`),
  );
  const url = query.length > 0 ? `${path}?${query.join('&')}` : path;
  const body = route.body ? { ...route.body, ...change.body } : undefined;
  return {
    method: route.method,
    url,
    headers: {
      ...callers.get(route.caller),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    payload: body ? JSON.stringify(body).replaceAll(`"${HUGE}"`, '1e309') : undefined,
  };
}

async function expectBelow500(route: RouteCase, change: Variation) {
  const request = buildRequest(route, change);
  const response = await t.app.inject(request);
  expect(
    response.statusCode,
    `${route.family}: ${request.method} ${request.url.slice(0, 300)} ${String(request.payload).slice(0, 300)} -> ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
}

/** Every part a caller controls, each one given each hostile value in turn. */
function hostileVariations(route: RouteCase): Variation[] {
  const variations: Variation[] = [];
  for (const name of Object.keys(route.params ?? {}))
    for (const value of HOSTILE_TEXT) variations.push({ params: { [name]: value } });
  for (const key of route.query ?? []) {
    for (const value of HOSTILE_TEXT) variations.push({ query: { [key]: value } });
    variations.push({ query: { [key]: ['1', 'a\u0000b'] } });
  }
  for (const key of Object.keys(route.body ?? {}))
    for (const value of HOSTILE_JSON) variations.push({ body: { [key]: value } });
  return variations;
}

/** A random handful of parts changed at once. */
function variationArbitrary(route: RouteCase): fc.Arbitrary<Variation> {
  const record = (keys: readonly string[], value: fc.Arbitrary<unknown>) =>
    fc
      .subarray([...keys], { minLength: keys.length > 0 ? 1 : 0 })
      .chain((picked) =>
        fc
          .tuple(...picked.map(() => value))
          .map((values) => Object.fromEntries(picked.map((key, index) => [key, values[index]]))),
      );
  return fc.record({
    params: record(Object.keys(route.params ?? {}), textArbitrary),
    query: record(route.query ?? [], queryValueArbitrary),
    body: record(Object.keys(route.body ?? {}), jsonValueArbitrary),
  });
}

describe('no caller input answers 500', () => {
  it('keeps every route family below 500 for the hostile set and arbitrary input', async () => {
    const families = new Set(cases.map((route) => route.family));
    expect([...families].sort()).toEqual(
      [
        'billing-info',
        'billing-plan',
        'billing-history',
        'blocked-amounts',
        'bot-check',
        'candidates',
        'checkout',
        'cms',
        'companies',
        'consents',
        'contact',
        'dashboard',
        'files',
        'funnel',
        'job-admin',
        'jobs',
        'lookup-admin',
        'lookups',
        'messages',
        'my-applications',
        'notifications',
        'payment-entry',
        'pipeline',
        'points',
        'privacy',
        'profile',
        'referrals',
        'recruiter-billing-history',
        'recruiter-payments',
        'user-admin',
      ].sort(),
    );
    for (const route of cases) {
      // The unchanged request must pass, or the variations would test nothing past the schema.
      const base = await t.app.inject(buildRequest(route, {}));
      const label = `${route.method} ${route.path} ${base.body.slice(0, 300)}`;
      if (route.baseStatus) expect(base.statusCode, label).toBe(route.baseStatus);
      else expect(base.statusCode, label).toBeLessThan(300);
      for (const variation of hostileVariations(route)) await expectBelow500(route, variation);
      await fc.assert(
        fc.asyncProperty(variationArbitrary(route), (variation) =>
          expectBelow500(route, variation),
        ),
        { numRuns: 12, seed: 20_261_124 },
      );
    }
  }, 300_000);
});
