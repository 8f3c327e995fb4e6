import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail } from '#shared/schemas/jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '#server/test/factories/job.ts';
import { jobPageHtml } from './job-page-html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.test' });
});
afterAll(async () => {
  await t.close();
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

describe('a server-rendered job page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-seo-'));
  let rendered: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'client'));
    fs.mkdirSync(path.join(dir, 'ssr'));
    fs.writeFileSync(
      path.join(dir, 'client', 'index.html'),
      '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>',
    );
    // A stand-in for the built renderer: the job page's own call, then the page.
    fs.writeFileSync(
      path.join(dir, 'ssr', 'entry-server.js'),
      `export async function renderPage({ url, fetch }) {
        const id = new URL(url).pathname.split('/').pop();
        const reply = await fetch('/api/jobs/' + id + '?lang=en');
        if (!reply.ok) return null;
        const job = await reply.json();
        return { html: '<h1>' + job.title + '</h1>', state: {} };
      }`,
    );
    rendered = await createTestApp(
      { PUBLIC_URL: 'https://jobs.example.test' },
      undefined,
      path.join(dir, 'client'),
    );
  });
  afterAll(async () => {
    await rendered.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('carries the page, its structured data, and counts one view', async () => {
    const job = await createJob(rendered.db, { slug: 'acme-engineer', title: 'Site Engineer' });
    const views = async () =>
      (
        await rendered.app.inject({ method: 'GET', url: `/api/jobs/${job.publicId}` })
      ).json<JobDetail>().viewCount;
    const before = await views(); // this call counts one view too
    const page = await rendered.app.inject({
      method: 'GET',
      url: `/job-detail/acme-engineer/${job.publicId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><h1>Site Engineer</h1></div>');
    expect(page.body).toContain('<script type="application/ld+json">');
    expect(page.body).toContain('<title>Site Engineer · ');
    // the rendered page's call is the visit's one view: the structured data reuses its answer
    expect(await views()).toBe(before + 2);
  });

  it('answers 404 with the plain page for a job that does not exist', async () => {
    const page = await rendered.app.inject({
      method: 'GET',
      url: `/job-detail/x/${'f'.repeat(32)}`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root"></div>');
  });
});
