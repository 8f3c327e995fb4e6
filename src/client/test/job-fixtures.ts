import type { JobSummary } from '#shared/schemas/jobs.ts';

/** An open job as the search lists it: Data Engineer at Acme, İstanbul, $1,500 reward. */
export const JOB_SUMMARY: JobSummary = {
  id: 'a'.repeat(32),
  slug: 'acme-data-engineer',
  title: 'Data Engineer',
  referenceCode: 'AC-1',
  statusId: 1,
  companyName: 'Acme',
  companyLogoUrl: null,
  cityName: 'İstanbul',
  countryName: 'Türkiye',
  countryIso2: 'TR',
  jobTypeName: 'Full-time',
  remoteTypeName: 'Remote',
  reward: { amountMinor: 150_000, currency: 'USD' },
  createdAt: '2026-03-04T10:00:00.000Z',
  excerpt: 'Build pipelines.',
  showRefer: 1,
  showApply: 1,
};
