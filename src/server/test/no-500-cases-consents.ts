import type { RouteCase } from './no-500-cases-common.ts';

const TOKEN = 'A'.repeat(43);

/** The consent ledger and the referred person's notice (consents). */
export function consentCases(): RouteCase[] {
  return [
    { family: 'consents', caller: 'candidate', method: 'GET', path: '/api/consents/pending' },
    {
      family: 'consents',
      caller: 'candidate',
      method: 'POST',
      path: '/api/consents',
      body: { answers: [{ termTypeId: 2, version: 2, granted: true }] },
      // Nothing is pending for a fresh account.
      baseStatus: 409,
    },
    {
      family: 'consents',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/consents/referral-notice/:token',
      params: { token: TOKEN },
      baseStatus: 404,
    },
    {
      family: 'consents',
      caller: 'anonymous',
      method: 'POST',
      path: '/api/consents/referral-notice/:token',
      params: { token: TOKEN },
      body: { response: 'confirmed' },
      baseStatus: 404,
    },
  ];
}
