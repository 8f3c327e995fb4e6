import { describe, expect, it } from 'vitest';
import { LOOKUP_ADMIN_KINDS } from '#shared/schemas/lookup-admin.ts';
import {
  as,
  base,
  type Call,
  reader,
  recruiter,
  staff,
  turkey,
  useLookupAdminApp,
} from './lookup-admin-test-setup.ts';

useLookupAdminApp();

const RESOURCES = [...LOOKUP_ADMIN_KINDS, 'countries', 'cities'] as const;

function validBody(resource: (typeof RESOURCES)[number], countryId: number) {
  if (resource === 'countries')
    return {
      iso2: 'XQ',
      nameEn: 'Testland',
      nameTr: 'Testiye',
      phoneCode: '+999',
      defaultCurrency: null,
    };
  if (resource === 'cities') return { countryId, name: 'Testville' };
  return { nameEn: 'Test entry', nameTr: 'Deneme kaydı' };
}

/** Every route of a resource with a valid body, plus the flag it needs. */
function routes(resource: (typeof RESOURCES)[number], countryId: number) {
  const listQuery = resource === 'cities' ? `?countryId=${countryId}` : '';
  const body = validBody(resource, countryId);
  const update = resource === 'cities' ? { name: 'Testville' } : { ...body };
  if ('countryId' in update) delete (update as { countryId?: number }).countryId;
  const calls: { call: Call; flag: string }[] = [
    { flag: 'select', call: { method: 'GET', url: `${base(resource)}${listQuery}` } },
    { flag: 'select', call: { method: 'GET', url: `${base(resource)}/export${listQuery}` } },
    { flag: 'insert', call: { method: 'POST', url: base(resource), payload: body } },
    { flag: 'update', call: { method: 'PUT', url: `${base(resource)}/1`, payload: update } },
    {
      flag: 'update',
      call: { method: 'POST', url: `${base(resource)}/1/active`, payload: { active: true } },
    },
    { flag: 'delete', call: { method: 'DELETE', url: `${base(resource)}/1` } },
  ];
  if ((LOOKUP_ADMIN_KINDS as readonly string[]).includes(resource))
    calls.push({
      flag: 'update',
      call: { method: 'POST', url: `${base(resource)}/1/move`, payload: { direction: 'down' } },
    });
  return calls;
}

describe('who may call', () => {
  it('answers 401 anonymous, 403 without the menu and 403 without the flag on every route', async () => {
    const { id: countryId } = await turkey();
    for (const resource of RESOURCES) {
      for (const { call, flag } of routes(resource, countryId)) {
        const label = `${call.method} ${call.url}`;
        expect((await as(undefined, call)).statusCode, label).toBe(401);
        const noMenu = await as(recruiter, call);
        expect(noMenu.statusCode, label).toBe(403);
        expect(noMenu.json(), label).toMatchObject({ code: 'forbidden' });
        const readOnly = await as(reader, call);
        if (flag === 'select') expect(readOnly.statusCode, label).toBe(200);
        else expect(readOnly.statusCode, label).toBe(403);
      }
    }
  });

  it('answers 400 in the error shape for bad input on every route', async () => {
    const bad: Call[] = RESOURCES.flatMap((resource) => [
      { method: 'GET', url: `${base(resource)}?size=1000&countryId=1` },
      { method: 'GET', url: `${base(resource)}/export?sort=nope&countryId=1` },
      { method: 'POST', url: base(resource), payload: { nameEn: '', nameTr: '', name: '' } },
      { method: 'PUT', url: `${base(resource)}/abc`, payload: {} },
      { method: 'POST', url: `${base(resource)}/1/active`, payload: { active: 'maybe' } },
      { method: 'DELETE', url: `${base(resource)}/0` },
    ]);
    bad.push({
      method: 'POST',
      url: `${base('job-types')}/1/move`,
      payload: { direction: 'left' },
    });
    bad.push({ method: 'GET', url: base('cities') });
    for (const call of bad) {
      const response = await as(staff, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: expect.any(String),
      });
    }
  });
});
