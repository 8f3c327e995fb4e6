import { LIST_QUERY, type RouteCase } from './no-500-cases-common.ts';

/** A well-formed public id no reward has: the actions answer it 404 after validation. */
const UNKNOWN_REWARD = '0'.repeat(32);
const FILTERS = ['company', 'currency', 'state'];

/** Blocked amounts: the list, its export and totals, the guarantee actions and setting. */
export function blockedAmountsCases(): RouteCase[] {
  const family = 'blocked-amounts';
  return [
    {
      family,
      caller: 'company',
      method: 'GET',
      path: '/api/blocked-amounts',
      query: [...LIST_QUERY, ...FILTERS],
    },
    {
      family,
      caller: 'admin',
      method: 'GET',
      path: '/api/blocked-amounts/export',
      query: ['sort', 'order', 'q', ...FILTERS],
    },
    {
      family,
      caller: 'admin',
      method: 'GET',
      path: '/api/blocked-amounts/totals',
      query: ['q', ...FILTERS],
    },
    {
      family,
      caller: 'admin',
      method: 'PUT',
      path: '/api/blocked-amounts/settings',
      body: { guaranteeDays: 90 },
    },
    {
      family,
      caller: 'admin',
      method: 'POST',
      path: '/api/blocked-amounts/rewards/:id/end-guarantee',
      params: { id: UNKNOWN_REWARD },
      baseStatus: 404,
    },
    {
      family,
      caller: 'admin',
      method: 'POST',
      path: '/api/blocked-amounts/rewards/:id/guarantee-failed',
      params: { id: UNKNOWN_REWARD },
      body: { note: 'Left in week two' },
      baseStatus: 404,
    },
    { family: 'points', caller: 'recruiter', method: 'GET', path: '/api/points/summary' },
  ];
}
