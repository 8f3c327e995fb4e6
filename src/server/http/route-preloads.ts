import fs from 'node:fs';
import path from 'node:path';
import { pathFor } from '#shared/routes.ts';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** PrimeReact's texts in the user's language: pages with PrimeReact components wait for them. */
const PRIME_LOCALE = 'src/client/i18n/primereact-locale.ts';

/**
 * The public pages whose own chunks the HTML announces: the modules React Router loads lazily,
 * and for the pages with PrimeReact components the locale they wait for (otherwise fetched only
 * once the page's chunk has run: one more round trip before the first paint).
 */
const ROUTE_MODULES: Record<'home' | 'jobs' | 'jobDetail', string[]> = {
  home: ['src/client/features/home/pages/home-page.tsx'],
  jobs: ['src/client/features/jobs/pages/jobs-page.tsx', PRIME_LOCALE],
  jobDetail: [
    'src/client/features/jobs/components/job-detail-layout.tsx',
    'src/client/features/jobs/pages/job-detail-page.tsx',
    PRIME_LOCALE,
  ],
};
export type PreloadedRoute = keyof typeof ROUTE_MODULES;
/** The HTML of a page: index.html with the preloads of the given public page (none for null). */
export type PageHtml = (route: PreloadedRoute | null) => string;

function closure(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

/**
 * index.html with `<link rel="modulepreload">` for a public page's own JavaScript chunks. Without them the browser learns about the page's chunks only once the entry has run
 * and the router asks for them: one more round trip before the page can paint (Lighthouse's
 * network dependency tree). Chunks the entry already announces are left out. Without a manifest
 * (a build without one) the HTML is returned unchanged.
 */
export function createRoutePreloads(clientDir: string, indexHtml: string): PageHtml {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => indexHtml;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const announced = new Set<string>();
  if (entry) closure(manifest, entry, announced);

  const pages = new Map<PreloadedRoute, string>();
  for (const [route, modules] of Object.entries(ROUTE_MODULES) as [PreloadedRoute, string[]][]) {
    const files = new Set<string>();
    for (const module of modules) closure(manifest, module, files);
    const links = [...files]
      .filter((file) => !announced.has(file) && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    pages.set(route, indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`));
  }
  return (route: PreloadedRoute | null) => (route ? (pages.get(route) ?? indexHtml) : indexHtml);
}

/** The built client's page HTML, read once at start-up; null without a built client. */
export function loadPageHtml(clientDir: string): PageHtml | null {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  return createRoutePreloads(clientDir, fs.readFileSync(indexFile, 'utf8'));
}

/** Which announced page a path shows (the client's routes: `/`, `/jobs`, `/job-detail/...`). */
export function preloadedRouteOf(urlPath: string): PreloadedRoute | null {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
  if (trimmed === pathFor('home')) return 'home';
  if (trimmed === pathFor('jobs')) return 'jobs';
  if (trimmed.startsWith(`${pathFor('home')}job-detail/`)) return 'jobDetail';
  return null;
}
