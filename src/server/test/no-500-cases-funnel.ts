import type { Fixture, RouteCase } from './no-500-cases-common.ts';

/** A candidate's applications list, and the recruiting funnel (filters by period, job, company). */
export function funnelCases(f: Fixture): RouteCase[] {
  return [
    { family: 'my-applications', caller: 'candidate', method: 'GET', path: '/api/my-applications' },
    {
      family: 'funnel',
      caller: 'company',
      method: 'GET',
      path: '/api/funnel',
      query: ['period', 'jobId', 'companyId'],
      baseQuery: { period: '90d', jobId: f.jobId },
    },
    {
      family: 'funnel',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/funnel',
      query: ['period', 'jobId', 'companyId'],
    },
  ];
}
