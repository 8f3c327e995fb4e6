import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { WithholdingRate } from '#shared/schemas/recruiter-payments.ts';
import { countryId } from '#server/test/factories/reference-data.ts';
import { createPayee } from '#server/test/factories/payee.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { balanceOf, newKey, outsiders, type Headers } from './test-support.ts';

useTestApp();

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

let staff: Headers;
let otherStaff: Headers;
let calls: Call[];
let batchId: number;
let freshId: number;

beforeAll(async () => {
  staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
  otherStaff = (await t.loginAs({ roleId: ROLE.admin })).headers;
  const payee = await createPayee(t.db, { balances: { EUR: 5_000 } });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/recruiter-payments/batches',
    headers: staff,
    payload: { requestKey: newKey(), currency: 'EUR', recruiterIds: [payee.publicId] },
  });
  batchId = made.json<{ batch: { id: number } }>().batch.id;
  const payouts = await t.app.inject({
    url: `/api/recruiter-payments/batches/${batchId}/payouts`,
    headers: staff,
  });
  const payoutId = payouts.json<{ items: { id: number }[] }>().items[0]?.id;
  const fresh = await createPayee(t.db, { balances: { EUR: 100 } });
  freshId = fresh.id;
  calls = [
    { method: 'GET', url: '/api/recruiter-payments' },
    { method: 'GET', url: '/api/recruiter-payments/export' },
    { method: 'GET', url: '/api/recruiter-payments/batches' },
    { method: 'GET', url: '/api/recruiter-payments/batches/export' },
    { method: 'GET', url: `/api/recruiter-payments/batches/${batchId}` },
    { method: 'GET', url: `/api/recruiter-payments/batches/${batchId}/payouts` },
    { method: 'GET', url: `/api/recruiter-payments/batches/${batchId}/payouts/export` },
    { method: 'GET', url: `/api/recruiter-payments/batches/${batchId}/file` },
    {
      method: 'POST',
      url: '/api/recruiter-payments/batches',
      payload: { requestKey: newKey(), currency: 'EUR', recruiterIds: [fresh.publicId] },
    },
    { method: 'POST', url: `/api/recruiter-payments/batches/${batchId}/sent` },
    {
      method: 'POST',
      url: `/api/recruiter-payments/batches/${batchId}/paid`,
      payload: { bankReference: 'REF' },
    },
    {
      method: 'POST',
      url: `/api/recruiter-payments/payouts/${payoutId}/returned`,
      payload: { reason: 'Closed' },
    },
    { method: 'GET', url: '/api/recruiter-payments/withholding-rates' },
    {
      method: 'PUT',
      url: '/api/recruiter-payments/withholding-rates',
      payload: { countryId: await countryId(t.db, 'IT'), withholdingRateBp: 500 },
    },
  ];
});

describe('recruiter payments access', () => {
  it('answers 404 on every route to anyone but staff, and changes nothing', async () => {
    for (const [who, headers] of await outsiders(t)) {
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers });
        expect({ who, ...call, status: response.statusCode }).toMatchObject({ status: 404 });
        expect(response.body).not.toContain('DE89370400440532013000');
      }
    }
    const batch = await t.app.inject({
      url: `/api/recruiter-payments/batches/${batchId}`,
      headers: staff,
    });
    expect(batch.json()).toMatchObject({ status: 'created', returnedCount: 0 });
    expect(await balanceOf(t, freshId, 'EUR')).toBe(100);
  });

  it('lets any staff member use every route, in order', async () => {
    for (const [index, call] of calls.entries()) {
      const headers = index % 2 ? otherStaff : staff;
      const response = await t.app.inject({ ...call, headers });
      expect({ ...call, status: response.statusCode }).toMatchObject({
        status: call.url.endsWith('/batches') && call.method === 'POST' ? 201 : 200,
      });
    }
  });

  it('answers staff 400 for hostile input, never 500', async () => {
    const hostile: Call[] = [
      { method: 'GET', url: '/api/recruiter-payments/batches/2147483648' },
      { method: 'GET', url: '/api/recruiter-payments/batches/abc/file' },
      { method: 'GET', url: '/api/recruiter-payments/batches/1%00/payouts' },
      { method: 'GET', url: '/api/recruiter-payments?currency=XXX' },
      { method: 'GET', url: '/api/recruiter-payments?selectable=maybe' },
      { method: 'GET', url: '/api/recruiter-payments?sort=iban' },
      { method: 'GET', url: '/api/recruiter-payments?q=a%00b' },
      { method: 'GET', url: '/api/recruiter-payments/batches?status=lost' },
      { method: 'POST', url: '/api/recruiter-payments/batches/99999999999/sent' },
      {
        method: 'POST',
        url: '/api/recruiter-payments/payouts/-1/returned',
        payload: { reason: 'x' },
      },
      ...[
        { requestKey: 'not-a-uuid', currency: 'EUR', recruiterIds: ['a'.repeat(32)] },
        { requestKey: newKey(), currency: 'XXX', recruiterIds: ['a'.repeat(32)] },
        { requestKey: newKey(), currency: 'EUR', recruiterIds: [] },
        { requestKey: newKey(), currency: 'EUR', recruiterIds: ['a\u0000'] },
        { requestKey: newKey(), currency: 'EUR', recruiterIds: [2147483648] },
        { requestKey: newKey(), currency: 'EUR', recruiterIds: ['a'.repeat(32), 'a'.repeat(32)] },
        {
          requestKey: newKey(),
          currency: 'EUR',
          recruiterIds: Array.from({ length: 10_001 }, (_, i) => i.toString(16).padStart(32, '0')),
        },
        { requestKey: newKey(), currency: 'EUR' },
      ].map((payload) => ({
        method: 'POST' as const,
        url: '/api/recruiter-payments/batches',
        payload,
      })),
      ...[
        { countryId: 1, withholdingRateBp: 5001 },
        { countryId: 1, withholdingRateBp: -1 },
        { countryId: 1, withholdingRateBp: 12.5 },
        { countryId: 2147483648, withholdingRateBp: 0 },
        { countryId: 2147483647, withholdingRateBp: 0 },
      ].map((payload) => ({
        method: 'PUT' as const,
        url: '/api/recruiter-payments/withholding-rates',
        payload,
      })),
    ];
    for (const call of hostile) {
      const response = await t.app.inject({ ...call, headers: staff });
      expect({ url: call.url, payload: call.payload, status: response.statusCode }).toMatchObject({
        status: 400,
      });
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('keeps the withholding rate per country, in basis points from 0 to 5000', async () => {
    const spain = await countryId(t.db, 'ES');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/recruiter-payments/withholding-rates',
      headers: staff,
      payload: { countryId: spain, withholdingRateBp: 5000 },
    });
    expect(saved.statusCode).toBe(200);
    const list = await t.app.inject({
      url: '/api/recruiter-payments/withholding-rates',
      headers: staff,
    });
    expect(list.json<{ items: WithholdingRate[] }>().items).toContainEqual(
      expect.objectContaining({ countryId: spain, iso2: 'ES', withholdingRateBp: 5000 }),
    );
  });
});
