import { ID, LIST_QUERY, type Fixture, type RouteCase } from './no-500-cases-common.ts';

const KEY = '6f1c1d2e-3a4b-4c5d-8e6f-708192a3b4c5';
const today = () => new Date().toISOString().slice(0, 10);

/** Recruiter payments and payment entry: staff-only money routes. */
export function payoutCases(f: Fixture): RouteCase[] {
  const batch = { id: ID };
  return [
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'GET',
      path: '/api/recruiter-payments',
      query: [...LIST_QUERY, 'currency', 'selectable'],
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'GET',
      path: '/api/recruiter-payments/batches',
      query: [...LIST_QUERY, 'currency', 'status'],
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'GET',
      path: '/api/recruiter-payments/batches/:id',
      params: batch,
      baseStatus: 404,
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'GET',
      path: '/api/recruiter-payments/batches/:id/payouts',
      params: batch,
      query: [...LIST_QUERY, 'status'],
      baseStatus: 404,
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'GET',
      path: '/api/recruiter-payments/batches/:id/file',
      params: batch,
      baseStatus: 404,
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'POST',
      path: '/api/recruiter-payments/batches',
      body: { requestKey: KEY, currency: 'EUR', recruiterIds: [f.candidateUserId] },
      baseStatus: 409,
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'POST',
      path: '/api/recruiter-payments/batches/:id/paid',
      params: batch,
      body: { bankReference: 'REF-1' },
      baseStatus: 404,
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'POST',
      path: '/api/recruiter-payments/payouts/:id/returned',
      params: batch,
      body: { reason: 'Account closed' },
      baseStatus: 404,
    },
    {
      family: 'recruiter-payments',
      caller: 'admin',
      method: 'PUT',
      path: '/api/recruiter-payments/withholding-rates',
      body: { countryId: f.countryId, withholdingRateBp: 0 },
    },
    {
      family: 'payment-entry',
      caller: 'admin',
      method: 'GET',
      path: '/api/payment-entry',
      query: [...LIST_QUERY, 'direction', 'currency'],
    },
    {
      family: 'payment-entry',
      caller: 'admin',
      method: 'GET',
      path: '/api/payment-entry/recruiters',
      query: ['q'],
    },
    {
      family: 'payment-entry',
      caller: 'admin',
      method: 'POST',
      path: '/api/payment-entry',
      body: {
        requestKey: KEY,
        direction: 'out',
        amount: '10.00',
        currency: 'EUR',
        paidOn: today(),
        reference: 'REF-1',
        note: 'By hand',
        recruiterId: f.candidateUserId,
      },
      baseStatus: 409,
    },
    {
      family: 'payment-entry',
      caller: 'admin',
      method: 'POST',
      path: '/api/payment-entry',
      body: {
        requestKey: KEY,
        direction: 'in',
        amount: 10,
        currency: 'EUR',
        paidOn: today(),
        reference: 'REF-2',
        invoiceId: 'INV-2026-000001',
      },
      baseStatus: 400,
    },
  ];
}
