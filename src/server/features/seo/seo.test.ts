import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { JobDetail } from '#shared/schemas/jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '../jobs/test-factories.ts';
import { jobPageHtml } from './job-page-html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.test' });
});
afterAll(async () => {
  await t.close();
});

describe('robots.txt and sitemap.xml', () => {
  it('serve robots with the sitemap and a sitemap of open jobs only', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://jobs.example.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');

    const open = await createJob(t.db, { slug: 'acme-engineer' });
    const closed = await createJob(t.db, { statusId: JOB_STATUS.closed });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(
      `<loc>https://jobs.example.test/job-detail/acme-engineer/${open.publicId}</loc>`,
    );
    expect(sitemap.body).not.toContain(closed.publicId);
  });
});

describe('job page HTML', () => {
  it('carries the title, description, Open Graph tags and JobPosting JSON-LD, escaped', async () => {
    const job = await createJob(t.db, {
      title: 'Data </script><b>Engineer</b>',
      descriptionHtml: '<p>Build &amp; run pipelines.</p>',
      salaryMinMinor: 100_000_00,
      salaryCurrency: 'EUR',
      salaryTypeId: 4,
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${job.publicId}` })
    ).json<JobDetail>();
    const html = jobPageHtml(
      '<html><head><meta name="description" content="x" /><title>App</title></head><body></body></html>',
      detail,
      'https://jobs.example.test/job-detail/x/y',
      'https://jobs.example.test',
    );
    expect(html).toContain('<title>Data &#60;/script&#62;&#60;b&#62;Engineer&#60;/b&#62; · ');
    expect(html).toContain('<meta name="description" content="Build &#38; run pipelines." />');
    expect(html).toContain(
      '<meta property="og:url" content="https://jobs.example.test/job-detail/x/y" />',
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data </script><b>Engineer</b>',
      baseSalary: { currency: 'EUR', value: { minValue: 100_000, unitText: 'YEAR' } },
    });
  });
});
