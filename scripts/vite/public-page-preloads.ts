import { moduleChunkName, publicStartupModules } from '../../src/shared/public-startup.ts';

/**
 * The dynamic imports of the public pages' start-up (src/shared/public-startup.json): the boot
 * stages, the routes of home, the job list and job detail, and the parts they load lazily. Their
 * files are named after their module.
 */
export const STARTUP_CHUNKS: ReadonlySet<string> = new Set(
  publicStartupModules().map(moduleChunkName),
);

/** `assets/job-detail-page-aojzOzaF.js` → `job-detail-page` (the hash is 8 characters). */
export function chunkName(filename: string): string {
  const base = filename.slice(filename.lastIndexOf('/') + 1);
  return base.replace(/-[\w-]{8}\.js$/, '');
}

/**
 * Vite's `build.modulePreload.resolveDependencies`: which dependencies of a dynamic import its
 * loader announces with `<link rel="modulepreload">` before importing it.
 *
 * None for the public pages' start-up (stylesheets stay: without them the part would show
 * unstyled). Each link costs the main thread about 0.45 ms to insert on this machine, and the
 * start-up announced some 80, in bursts of 25 inside the tasks that also evaluate the modules:
 * four times that in Lighthouse's phone, and the main part of its Total Blocking Time. The
 * browser finds these modules through their imports instead, in smaller tasks, a little later;
 * the page is already painted (it is server-rendered) and its links work. Pages of the
 * logged-in app keep their announcements: there a visitor waits for the route's chunks.
 */
export function publicPagePreloads(filename: string, deps: string[]): string[] {
  if (!STARTUP_CHUNKS.has(chunkName(filename))) return deps;
  return deps.filter((dep) => dep.endsWith('.css'));
}
