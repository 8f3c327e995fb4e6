import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '#server/test/factories/job.ts';

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
    for (const page of [
      '/contact-us',
      '/how-it-works',
      '/about-us',
      '/terms-of-service',
      '/privacy-policy',
      '/faq',
    ])
      expect(sitemap.body, page).toContain(`<loc>https://jobs.example.test${page}</loc>`);
    expect(sitemap.body).not.toContain('/login<');
  });
});
