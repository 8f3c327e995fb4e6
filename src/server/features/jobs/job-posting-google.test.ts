import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_TYPE } from '#shared/constants/domain.ts';
import type { JobDetail } from '#shared/schemas/jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '#server/test/factories/job.ts';
import { someCity } from '#server/test/factories/reference-data.ts';
import { jobPageHtml } from './job-page-html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.test' });
});
afterAll(async () => {
  await t.close();
});

const INDEX =
  '<html><head><meta name="description" content="x" /><title>App</title></head><body></body></html>';

type Posting = Record<string, unknown> & {
  jobLocation?: { address?: Record<string, unknown> };
  applicantLocationRequirements?: { '@type': string; name: string };
  hiringOrganization?: { name?: string; logo?: string };
};

/** The page as served, and its JobPosting, for a job read in the visitor's language. */
async function served(jobId: string, lang: 'en' | 'tr') {
  const detail = (await t.app.inject({ url: `/api/jobs/${jobId}?lang=${lang}` })).json<JobDetail>();
  const url = `https://jobs.example.test/job-detail/${detail.slug}/${detail.id}`;
  const html = jobPageHtml(INDEX, detail, url, 'https://jobs.example.test');
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return { html, posting: JSON.parse(json) as Posting };
}

/**
 * Google's JobPosting rules (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required title, description, datePosted, hiringOrganization, and jobLocation unless the job is
 * fully remote with applicantLocationRequirements; validThrough after datePosted; absolute URLs.
 */
function expectGoogleValid(posting: Posting) {
  expect(posting['@type']).toBe('JobPosting');
  for (const field of ['title', 'description', 'datePosted', 'validThrough'])
    expect(posting[field], field).toEqual(expect.any(String));
  expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(
    Date.parse(posting.datePosted as string),
  );
  expect(posting.hiringOrganization?.name).toEqual(expect.any(String));
  expect(posting.directApply).toBe(true);
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (remote) expect(posting.applicantLocationRequirements).toMatchObject({ '@type': 'Country' });
  else expect(posting.jobLocation?.address?.addressCountry).toEqual(expect.any(String));
  expect(String(posting.url)).toMatch(/^https:\/\/jobs\.example\.test\//);
  if (posting.hiringOrganization?.logo)
    expect(posting.hiringOrganization.logo).toMatch(/^https:\/\/jobs\.example\.test\//);
  if (posting.employmentType)
    expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN']).toContain(
      posting.employmentType,
    );
}

describe('JobPosting of each kind of job, as Google reads it', () => {
  it('on-site, hybrid and remote jobs, in English and Turkish pages', async () => {
    const { countryId, cityId } = await someCity(t.db);
    const kinds = [
      { remoteTypeId: REMOTE_TYPE.onsite, countryId, cityId, jobTypeId: 1 },
      { remoteTypeId: REMOTE_TYPE.hybrid, countryId, cityId: null, jobTypeId: 2 },
      { remoteTypeId: REMOTE_TYPE.remote, countryId, cityId: null, jobTypeId: 3 },
    ];
    for (const kind of kinds) {
      const job = await createJob(t.db, kind);
      for (const lang of ['en', 'tr'] as const) {
        const { html, posting } = await served(job.publicId, lang);
        expectGoogleValid(posting);
        expect(html).toContain('<meta property="og:site_name" content="Referral Marketplace" />');
        if (kind.remoteTypeId === REMOTE_TYPE.remote) {
          expect(posting.jobLocationType, lang).toBe('TELECOMMUTE');
        } else expect(posting.jobLocationType, lang).toBeUndefined();
        expect(posting.employmentType, lang).toBe(
          ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'][kind.jobTypeId - 1],
        );
      }
    }
  });
});
