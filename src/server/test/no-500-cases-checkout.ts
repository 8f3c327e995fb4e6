import type { Fixture, RouteCase } from './no-500-cases-common.ts';

/** A well-formed test checkout session id nobody created. */
const UNKNOWN_SESSION = `cs_test_${'A'.repeat(43)}`;

/** Checkout: the quote, the session, the success page, the test checkout and Stripe's webhook. */
export function checkoutCases(f: Fixture): RouteCase[] {
  return [
    {
      family: 'checkout',
      caller: 'company',
      method: 'GET',
      path: '/api/checkout/quote',
      query: ['jobId', 'planId', 'invoiceId', 'companyId'],
      baseQuery: { jobId: f.jobId },
    },
    {
      family: 'checkout',
      caller: 'company',
      method: 'GET',
      path: '/api/checkout/quote',
      query: ['planId', 'companyId'],
      baseQuery: { planId: '2' },
    },
    {
      family: 'checkout',
      caller: 'company',
      method: 'POST',
      path: '/api/checkout/sessions',
      body: {
        target: { kind: 'job', jobId: f.jobId },
        companyResponsibleIds: [f.companyUserId],
        crowdResponsibleIds: [],
        locale: 'en',
      },
      // The fixture's job is open already: nothing to pay.
      baseStatus: 409,
    },
    {
      family: 'checkout',
      caller: 'admin',
      method: 'POST',
      path: '/api/checkout/payment-success',
      body: { sessionId: UNKNOWN_SESSION },
      baseStatus: 404,
    },
    {
      family: 'checkout',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/checkout/test-sessions/:sessionId',
      params: { sessionId: UNKNOWN_SESSION },
      baseStatus: 404,
    },
    {
      family: 'checkout',
      caller: 'anonymous',
      method: 'POST',
      path: '/api/checkout/test-sessions/:sessionId/pay',
      params: { sessionId: UNKNOWN_SESSION },
      body: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' },
      baseStatus: 404,
    },
    {
      family: 'checkout',
      caller: 'anonymous',
      method: 'POST',
      path: '/api/checkout/webhook',
      body: { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } },
      // Without Stripe keys nothing sends webhooks here.
      baseStatus: 404,
    },
  ];
}
