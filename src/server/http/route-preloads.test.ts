import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloads, preloadedRouteOf } from './route-preloads.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-preloads-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const INDEX = '<!doctype html><html><head><title>x</title>\n  </head><body></body></html>';

function withManifest(manifest: object) {
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return createRoutePreloads(dir, INDEX);
}

describe('route preloads', () => {
  it("announces a public page's own chunks and their imports, not the entry's", () => {
    const pageHtml = withManifest({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_form.js': { file: 'assets/form-1.js', imports: ['_react.js'] },
      'src/client/features/home/pages/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_form.js', '_react.js'],
      },
      'src/client/features/jobs/pages/jobs-page.tsx': {
        file: 'assets/jobs-page-1.js',
        imports: ['_form.js'],
      },
      'src/client/layout/job-detail-layout.tsx': { file: 'assets/layout-1.js' },
      'src/client/features/jobs/pages/job-detail-page.tsx': { file: 'assets/detail-1.js' },
      'src/client/i18n/primereact-locale.ts': {
        file: 'assets/primereact-locale-1.js',
        imports: ['_prime-api.js'],
      },
      '_prime-api.js': { file: 'assets/prime-api-1.js', imports: ['_react.js'] },
    });
    const home = pageHtml('home');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/form-1.js">');
    expect(home).not.toContain('react-1.js');
    expect(home.indexOf('home-page-1.js')).toBeLessThan(home.indexOf('</head>'));
    expect(pageHtml('jobs')).toContain('href="/assets/jobs-page-1.js"');
    expect(pageHtml('jobs')).not.toContain('home-page-1.js');
    expect(pageHtml('jobDetail')).toContain('href="/assets/layout-1.js"');
    expect(pageHtml('jobDetail')).toContain('href="/assets/detail-1.js"');
    // PrimeReact's locale (and what it imports) for the pages that wait for it; home does not.
    for (const route of ['jobs', 'jobDetail'] as const) {
      expect(pageHtml(route)).toContain('href="/assets/primereact-locale-1.js"');
      expect(pageHtml(route)).toContain('href="/assets/prime-api-1.js"');
    }
    expect(home).not.toContain('primereact-locale-1.js');
    expect(pageHtml(null)).toBe(INDEX);
  });

  it("links a page's stylesheets and those of the parts it loads lazily, not the entry's", () => {
    const pageHtml = withManifest({
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      '_form.js': { file: 'assets/form-1.js', css: ['assets/jobs-1.css', 'assets/index-1.css'] },
      'src/client/features/home/pages/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_form.js'],
        css: ['assets/home-page-1.css'],
      },
      'src/client/features/home/components/jobs-carousel.tsx': {
        file: 'assets/jobs-carousel-1.js',
        css: ['assets/carousel-1.css'],
      },
      'src/client/components/country-multi-select/country-multi-select.tsx': {
        file: 'assets/country-1.js',
        css: ['assets/country-1.css'],
      },
      'src/client/features/jobs/pages/jobs-page.tsx': { file: 'assets/jobs-page-1.js' },
    });
    const home = pageHtml('home');
    for (const css of ['home-page-1.css', 'jobs-1.css', 'carousel-1.css'])
      expect(home).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}">`);
    expect(home).not.toContain('index-1.css');
    // the lazy parts' scripts are not announced: only their styles are needed for the first paint
    expect(home).not.toContain('jobs-carousel-1.js');
    // the country picker shows a closed stand-in first; its styles come with it on first use
    for (const route of ['home', 'jobs'] as const)
      expect(pageHtml(route)).not.toContain('country-1.css');
    expect(pageHtml('jobs')).not.toContain('carousel-1.css');
  });

  it('leaves the page as it is without a manifest', () => {
    fs.rmSync(path.join(dir, '.vite'), { recursive: true, force: true });
    expect(createRoutePreloads(dir, INDEX)('home')).toBe(INDEX);
  });

  it.each([
    ['/', 'home'],
    ['/jobs', 'jobs'],
    ['/jobs/', 'jobs'],
    ['/job-detail/acme-dev/abc', 'jobDetail'],
    ['/login', null],
    ['/jobsx', null],
    ['/chrs/job-openings', null],
  ])('reads %s as %s', (urlPath, route) => {
    expect(preloadedRouteOf(urlPath)).toBe(route);
  });
});
