import { ID, LIST_QUERY, type RouteCase } from './no-500-cases-common.ts';

/** Self-service export and erasure, and the staff side of privacy (data requests, holds). */
export function privacyCases(): RouteCase[] {
  const family = 'privacy';
  return [
    { family, caller: 'recruiter', method: 'GET', path: '/api/privacy/export' },
    {
      family,
      caller: 'recruiter',
      method: 'POST',
      path: '/api/privacy/delete-account',
      // Never the caller's e-mail or password: the case must not end the fixture's account.
      body: { confirmation: 'not-my-address@example.test' },
      baseStatus: 400,
    },
    {
      family,
      caller: 'admin',
      method: 'GET',
      path: '/api/privacy/data-requests',
      query: [...LIST_QUERY, 'status', 'kind'],
    },
    {
      family,
      caller: 'admin',
      method: 'GET',
      path: '/api/privacy/data-requests/export',
      query: ['sort', 'order', 'q', 'status', 'kind'],
    },
    {
      family,
      caller: 'admin',
      method: 'POST',
      path: '/api/privacy/data-requests',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        kind: 'access',
        receivedOn: new Date().toISOString().slice(0, 10),
        notes: 'By post',
      },
    },
    {
      family,
      caller: 'admin',
      method: 'PUT',
      path: '/api/privacy/data-requests/:id',
      params: { id: '2147483647' },
      body: { status: 'done' },
      baseStatus: 404,
    },
    { family, caller: 'admin', method: 'GET', path: '/api/privacy/retention' },
    {
      family,
      caller: 'admin',
      method: 'PUT',
      path: '/api/privacy/retention',
      body: { retentionMonths: 24 },
    },
    {
      family,
      caller: 'admin',
      method: 'PUT',
      path: '/api/privacy/legal-holds/:kind/:id',
      params: { kind: 'candidate', id: ID },
      body: { held: false },
    },
  ];
}
