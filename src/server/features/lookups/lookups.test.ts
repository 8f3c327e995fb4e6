import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LOOKUP_KINDS,
  type AllCitiesResponse,
  type CitiesResponse,
  type CountriesResponse,
  type LookupListResponse,
} from '#shared/schemas/lookups.ts';
import { cities } from '../../db/schema/index.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ALL_CITIES_TTL_MS, listAllCities } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('lookups', () => {
  it('lists countries in the caller language with an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/lookups/countries?lang=tr' });
    expect(response.statusCode).toBe(200);
    const items = response.json<CountriesResponse>().items;
    expect(items.find((c) => c.iso2 === 'DE')?.description).toBe('Almanya');
    const etag = response.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/lookups/countries?lang=tr',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/lookups/countries',
      headers: { 'if-none-match': String(etag) },
    });
    expect(english.statusCode).toBe(200);
  });

  it('lists the cities of a country with folded search names', async () => {
    const countries = (
      await t.app.inject({ method: 'GET', url: '/api/lookups/countries' })
    ).json<CountriesResponse>().items;
    const tr = countries.find((c) => c.iso2 === 'TR');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/lookups/countries/${tr?.id}/cities`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const istanbul = response
      .json<CitiesResponse>()
      .items.find((c) => c.description === 'İstanbul');
    expect(istanbul).toMatchObject({ searchName: 'istanbul', countryId: tr?.id });
  });

  it('lists every active city of every country, with an ETag, to anyone', async () => {
    const tr = (await t.app.inject({ method: 'GET', url: '/api/lookups/countries' }))
      .json<CountriesResponse>()
      .items.find((c) => c.iso2 === 'TR');
    const [hidden] = await t.db
      .update(cities)
      .set({ active: false })
      .where(eq(cities.name, 'Bartın'))
      .returning({ id: cities.id });
    expect(hidden).toBeDefined();
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/lookups/cities' });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(5000);
    const items = response.json<AllCitiesResponse>().items;
    expect(items.length).toBeGreaterThan(100_000);
    expect(items.find((c) => c.description === 'İstanbul')).toEqual({
      id: expect.any(Number),
      description: 'İstanbul',
      countryId: tr?.id,
    });
    expect(items.some((c) => c.id === hidden?.id)).toBe(false);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/lookups/cities',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const loggedIn = await t.app.inject({
      method: 'GET',
      url: '/api/lookups/cities',
      headers: recruiter.headers,
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json<AllCitiesResponse>().items).toHaveLength(items.length);
  });

  it('keeps the list of every city for a minute, then reads it again', async () => {
    const start = Date.now() + 10 * ALL_CITIES_TTL_MS;
    const first = await listAllCities(t.db, start);
    const city = first.find((c) => c.description === 'Ankara');
    expect(city).toBeDefined();
    await t.db
      .update(cities)
      .set({ active: false })
      .where(eq(cities.id, city?.id ?? 0));
    const soon = await listAllCities(t.db, start + ALL_CITIES_TTL_MS - 1);
    expect(soon.some((c) => c.id === city?.id)).toBe(true);
    const later = await listAllCities(t.db, start + ALL_CITIES_TTL_MS);
    expect(later.some((c) => c.id === city?.id)).toBe(false);
    await t.db
      .update(cities)
      .set({ active: true })
      .where(eq(cities.id, city?.id ?? 0));
  });

  it('answers 400 for a bad country id or language', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/lookups/countries/abc/cities' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    const lang = await t.app.inject({ method: 'GET', url: '/api/lookups/industries?lang=de' });
    expect(lang.statusCode).toBe(400);
  });

  it.each(LOOKUP_KINDS)('serves %s', async (kind) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/lookups/${kind}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<LookupListResponse>().items.length).toBeGreaterThan(0);
  });
});
