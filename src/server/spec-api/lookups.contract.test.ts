import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { allCitiesAnswer } from '../features/lookups/all-cities.ts';
import { createCompany } from '../test/factories/company.ts';
import { cityId } from '../test/factories/reference-data.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * The spec's lookup endpoints, written from its tables (public-side 3 and 7, authenticated-area
 * 3 and 7.1): GET /Countries, /Cities/, /Cities/{countryId}, JobTypes, SalaryTypes, Industries,
 * Genders. Country: id, description, iso2, phoneCode, default_curreny; City: id, description,
 * countryId; the others: id, description.
 */

let t: TestApp;
type Headers = Record<string, string>;
let roles: { role: string; headers: Headers }[];
let london: number;

beforeAll(async () => {
  t = await createTestApp();
  const member = await t.loginAs({ roleId: ROLE.company });
  await createCompany(t.db, { memberIds: [member.user.id] });
  roles = [
    { role: 'anonymous', headers: {} },
    { role: 'candidate', headers: (await t.loginAs({ roleId: ROLE.candidate })).headers },
    { role: 'recruiter', headers: (await t.loginAs({ roleId: ROLE.recruiter })).headers },
    { role: 'company member', headers: member.headers },
    { role: 'staff', headers: (await t.loginAs({ roleId: ROLE.admin })).headers },
  ];
  london = await cityId(t.db, 'GB', 'London');
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
async function get(url: string, headers: Headers = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.body ? (response.json() as unknown) : null,
    rows: (response.statusCode === 200 ? response.json() : []) as Row[],
  };
}
const loggedIn = () => roles[1]?.headers ?? {};

describe('GET /api/Countries', () => {
  it('answers a JSON list of the spec’s country, whatever the path’s case', async () => {
    const answer = await get('/api/Countries');
    expect(answer.statusCode).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.rows.find((row) => row.iso2 === 'GB')).toEqual({
      id: 826,
      description: 'United Kingdom',
      iso2: 'GB',
      phoneCode: '+44',
      default_curreny: 'GBP',
    });
    expect(answer.rows.find((row) => row.iso2 === 'TR')).toMatchObject({
      id: 792,
      phoneCode: '+90',
    });
    expect((await get('/api/countries')).rows).toEqual(answer.rows);
  });

  it('names the countries in the caller’s language and sorts them by that name', async () => {
    const byQuery = await get('/api/countries?lang=tr');
    expect(byQuery.rows.find((row) => row.iso2 === 'DE')?.description).toBe('Almanya');
    const byHeader = await get('/api/Countries', { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(byHeader.rows).toEqual(byQuery.rows);
    const names = byQuery.rows.map((row) => String(row.description));
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    expect((await get('/api/Countries?lang=de')).rows).toEqual((await get('/api/Countries')).rows);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/Countries');
    const again = await get('/api/Countries', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/Cities/ and /api/Cities/{countryId}', () => {
  it('answers every city of every country for the client to filter by country', async () => {
    const all = await get('/api/Cities/');
    expect(all.statusCode).toBe(200);
    expect(all.rows.length).toBeGreaterThan(100_000);
    expect(all.rows.find((row) => row.id === london)).toEqual({
      id: london,
      description: 'London',
      countryId: 826,
    });
    const british = all.rows.filter((row) => row.countryId === 826);
    const gb = await get('/api/cities/826');
    expect(gb.rows.map((row) => row.id).sort()).toEqual(british.map((row) => row.id).sort());
    expect((await get('/api/cities/')).rows).toHaveLength(all.rows.length);
    expect((await get('/api/Cities')).rows).toHaveLength(all.rows.length);
  });

  it('answers one country’s cities sorted by name, and none for an unknown country', async () => {
    const answer = await get('/api/cities/826');
    expect(answer.statusCode).toBe(200);
    expect(answer.rows).toContainEqual({ id: london, description: 'London', countryId: 826 });
    for (const row of answer.rows)
      expect(Object.keys(row).sort()).toEqual(['countryId', 'description', 'id']);
    expect(new Set(answer.rows.map((row) => row.countryId))).toEqual(new Set([826]));
    const turkish = await get('/api/Cities/792');
    expect(turkish.rows.map((row) => row.description)).toContain('İstanbul');
    expect((await get('/api/Cities/999999')).rows).toEqual([]);
  });

  it('answers both lists of every city from one kept serialisation, and 304 without a body', async () => {
    // About 7 MB that anyone may ask for: neither route serialises or hashes it per request.
    const kept = await allCitiesAnswer(t.db);
    expect(await allCitiesAnswer(t.db)).toBe(kept);
    const spec = await t.app.inject({ url: '/api/Cities/' });
    expect(spec.headers.etag).toBe(kept.listEtag);
    expect(spec.body).toBe(kept.listJson);
    const ours = await t.app.inject({ url: '/api/lookups/cities' });
    expect(ours.headers.etag).toBe(kept.etag);
    expect(ours.json()).toEqual({ items: JSON.parse(kept.listJson) });
    for (const [url, etag] of [
      ['/api/Cities/', kept.listEtag],
      ['/api/lookups/cities', kept.etag],
    ]) {
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('refuses a country id that is not one: 400, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '9'.repeat(30), '%00', 'a%00b']) {
      const answer = await get(`/api/Cities/${id}`);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.body, id).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('GET /api/JobTypes, /api/SalaryTypes, /api/Industries', () => {
  it('answers the job types the jobs filter names, in the caller’s language', async () => {
    const answer = await get('/api/JobTypes');
    expect(answer.rows.map((row) => row.code)).toEqual(
      expect.arrayContaining(['fulltime', 'partime', 'contract', 'internship', 'temporary']),
    );
    expect(answer.rows.find((row) => row.code === 'fulltime')).toEqual({
      id: expect.any(Number),
      description: 'Full-time',
      code: 'fulltime',
    });
    const turkish = await get('/api/jobtypes?lang=tr');
    expect(turkish.rows.find((row) => row.code === 'fulltime')?.description).toBe('Tam zamanlı');
  });

  it('answers salary types and industries as id and description', async () => {
    const salary = await get('/api/salarytypes');
    expect(salary.rows.map((row) => row.description)).toEqual(
      expect.arrayContaining(['Hourly', 'Monthly', 'Yearly']),
    );
    const industries = await get('/api/Industries', { 'accept-language': 'tr' });
    expect(industries.rows.map((row) => row.description)).toContain('Sigortacılık');
    for (const row of [...salary.rows, ...industries.rows])
      expect(row).toEqual({
        id: expect.any(Number),
        description: expect.any(String),
        code: expect.any(String),
      });
  });
});

describe('GET /api/Genders', () => {
  it('answers the gender options to a logged-in caller, in their language', async () => {
    const answer = await get('/api/Genders', loggedIn());
    expect(answer.statusCode).toBe(200);
    expect(answer.rows).toContainEqual({ id: expect.any(Number), description: 'Female' });
    const turkish = await get('/api/genders?lang=tr', loggedIn());
    expect(turkish.rows.map((row) => row.description)).toContain('Kadın');
  });

  it('answers 401 to an anonymous caller, as the authenticated area’s startup call', async () => {
    const answer = await get('/api/Genders');
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toMatchObject({ code: 'unauthorized' });
    expect((await get('/api/genders', { authorization: 'Bearer not-a-token' })).statusCode).toBe(
      401,
    );
  });
});

const PUBLIC_PATHS = [
  '/api/Countries',
  '/api/Cities/826',
  '/api/JobTypes',
  '/api/SalaryTypes',
  '/api/Industries',
];

describe('every role on every lookup endpoint', () => {
  it.each(PUBLIC_PATHS)('%s answers every role the same list', async (path) => {
    const anonymous = await get(path);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.rows.length).toBeGreaterThan(0);
    for (const { role, headers } of roles) {
      const answer = await get(path, headers);
      expect(answer.statusCode, role).toBe(200);
      expect(answer.rows, role).toEqual(anonymous.rows);
    }
  });

  it('GET /api/Cities/ answers every role the whole list', async () => {
    const lengths = new Set<number>();
    for (const { headers } of roles) lengths.add((await get('/api/Cities/', headers)).rows.length);
    expect(lengths.size).toBe(1);
  });

  it('GET /api/Genders answers every logged-in role (none of it is anyone’s own)', async () => {
    const first = await get('/api/Genders', loggedIn());
    for (const { role, headers } of roles.slice(1)) {
      const answer = await get('/api/Genders', headers);
      expect(answer.statusCode, role).toBe(200);
      expect(answer.rows, role).toEqual(first.rows);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every lookup endpoint under the spec-api tag', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { tags?: string[] } }>;
    }>();
    for (const path of [
      '/api/Countries',
      '/api/Cities/',
      '/api/Cities/{countryId}',
      '/api/JobTypes',
      '/api/SalaryTypes',
      '/api/Industries',
      '/api/Genders',
    ])
      expect(docs.paths[path]?.get?.tags, path).toEqual(['spec-api']);
  });
});

describe('hostile input on every lookup endpoint', () => {
  const paths = [...PUBLIC_PATHS, '/api/Cities/', '/api/Genders'];
  it.each(paths)('%s answers 4xx, never 500', async (path) => {
    for (const query of ['lang=%00', `lang=${'x'.repeat(20_000)}`, 'lang=en&lang=tr']) {
      const answer = await get(`${path}?${query}`, loggedIn());
      expect(answer.statusCode, `${path}?${query.slice(0, 30)}`).toBe(400);
    }
    const post = await t.app.inject({ method: 'POST', url: path, payload: { a: '\u0000' } });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
    // An unknown or broken language falls back to English, as Accept-Language does.
    for (const query of [
      `unknown=${'y'.repeat(5_000)}&id=2147483648`,
      'lang=%E0%A4%A',
      'lang=de',
    ]) {
      const odd = await get(`${path}?${query}`, loggedIn());
      expect(odd.statusCode, query.slice(0, 30)).toBe(200);
    }
  });
});
