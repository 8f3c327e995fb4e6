import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOOKUP_KINDS,
  type CitiesResponse,
  type CountriesResponse,
  type LookupListResponse,
} from '#shared/schemas/lookups.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

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
