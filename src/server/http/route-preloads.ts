import fs from 'node:fs';
import path from 'node:path';
import {
  PUBLIC_STARTUP,
  routeAndLocaleModules,
  type PageStartup,
  type PublicPage,
} from '#shared/public-startup.ts';
import { pathFor } from '#shared/routes.ts';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A list for each public page, from its start-up in src/shared/public-startup.json. */
const mapPages = (list: (page: PageStartup) => string[]) =>
  Object.fromEntries(
    Object.entries(PUBLIC_STARTUP.pages).map(([name, page]) => [name, list(page)]),
  ) as Record<PublicPage, string[]>;

/**
 * The public pages whose own chunks the HTML announces: the modules React Router loads lazily,
 * and for the pages with PrimeReact components the locale they wait for (otherwise fetched only
 * once the page's chunk has run: one more round trip before the first paint).
 */
const ROUTE_MODULES: Record<PublicPage, string[]> = mapPages(routeAndLocaleModules);
export type PreloadedRoute = keyof typeof ROUTE_MODULES;

/**
 * The parts these pages load lazily but show at once (a server-rendered page shows them in its
 * HTML): their stylesheets go into the page's head with the page's own, or the page would change
 * its layout when they arrive. (The search form's country picker is not one: the page shows its
 * closed stand-in, and the picker's styles come with it on first use.)
 */
const LAZY_PARTS: Record<PreloadedRoute, string[]> = mapPages((page) =>
  page.shownParts.map((part) => part.module),
);

/** The HTML of a page: index.html with the preloads of the given public page (none for null). */
export type PageHtml = (route: PreloadedRoute | null) => string;

/** The chunks a module needs (its static imports, transitively), with their stylesheets. */
function closure(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

const tagsOf = (files: Iterable<string>, announced: Set<string>) =>
  [...files]
    .filter((file) => !announced.has(file))
    .flatMap((file) => {
      if (file.endsWith('.js')) return [`<link rel="modulepreload" crossorigin href="/${file}">`];
      if (file.endsWith('.css')) return [`<link rel="stylesheet" crossorigin href="/${file}">`];
      return [];
    });

/**
 * index.html with `<link rel="modulepreload">` for a public page's own JavaScript chunks, and
 * stylesheet links for its styles and those of the parts it loads lazily. Without them the
 * browser learns about the page's chunks only once the entry has run and the router asks for
 * them: one more round trip before the page can paint (Lighthouse's network dependency tree).
 * Files the entry already announces are left out. Without a manifest (a build without one) the
 * HTML is returned unchanged.
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
    const lazyFiles = new Set<string>();
    for (const module of LAZY_PARTS[route]) closure(manifest, module, lazyFiles);
    const lazyStyles = [...lazyFiles].filter((file) => file.endsWith('.css'));
    const links = tagsOf(new Set([...files, ...lazyStyles]), announced);
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
