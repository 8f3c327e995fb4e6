import path from 'node:path';
import {
  moduleChunkName,
  PUBLIC_STARTUP,
  routeAndLocaleModules,
} from '../../src/shared/public-startup.ts';

/** The part of Rolldown's `ChunkingContext` (given to a `codeSplitting` group's name) used here. */
export type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/**
 * The start-up stages main.tsx imports one after the other (one task each), in order: a module
 * goes with the first stage that imports it, statically, directly or not.
 */
export const BOOT_STAGES: readonly string[] = PUBLIC_STARTUP.bootStages;

/** `jobDetail` → `job-detail`, the page's part of its groups' names. */
const groupKey = (page: string) => page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What each public page loads after the stages, while starting (src/shared/public-startup.json):
 * its route modules (job detail has a layout and a page) and the lazy parts it shows at once
 * (home's carousel; PrimeReact's texts for the pages with PrimeReact components). Parts loaded on
 * first use (the toast host, the country picker, the desktop job table) are left to automatic
 * chunking: they import the groups' chunks of what they share with a page.
 */
const PAGE_STARTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(PUBLIC_STARTUP.pages).map(([page, start]) => [
    groupKey(page),
    [
      ...routeAndLocaleModules(start),
      ...start.shownParts.filter((part) => part.groupedWithPage).map((part) => part.module),
    ],
  ]),
);

const ENTRY = 'src/client/main.tsx';

function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** `src/client/boot/start.tsx` → `start-modules`. */
const stageGroup = (file: string) => `${moduleChunkName(file)}-modules`;

/** `{jobs}` → `jobs-modules`; `{home, jobs}` → `shared-home-jobs`. */
const pagesGroup = (pages: Set<string>) =>
  pages.size === 1 ? `${[...pages].join('')}-modules` : `shared-${[...pages].sort().join('-')}`;

/**
 * Rolldown's `codeSplitting` group name of each module of the public pages' start-up: its boot
 * stage's, or that of the set of pages that start with it (`shared-home-jobs`), so that no page
 * loads another's modules.
 *
 * Left to automatic chunking, which splits by every importer in the whole app (the back office
 * included), these modules came as some thirty files of less than a kilobyte and a half: each a
 * request, a response and a compile task on the main thread while the page is being taken over.
 *
 * Not grouped (null): the entry's own imports, the modules no public page starts with, and the
 * stage, page and part modules themselves, which keep chunks of their own: a dynamic import's
 * target taken into a group loses its place in Vite's manifest, which the server's page preloads
 * and the bundle budget read.
 */
export function startupChunkNamer(rootDir: string) {
  let groups: Map<string, string> | undefined;
  const absolute = (file: string) => path.resolve(rootDir, file);

  function buildGroups(graph: ModuleGraph): Map<string, string> {
    const byModule = new Map<string, string>();
    const taken = staticClosure(graph, absolute(ENTRY));
    for (const stage of BOOT_STAGES)
      for (const id of staticClosure(graph, absolute(stage)))
        if (!taken.has(id)) {
          taken.add(id);
          byModule.set(id, stageGroup(stage));
        }
    const pagesOf = new Map<string, Set<string>>();
    for (const [page, roots] of Object.entries(PAGE_STARTS))
      for (const root of roots)
        for (const id of staticClosure(graph, absolute(root)))
          if (!taken.has(id)) pagesOf.set(id, (pagesOf.get(id) ?? new Set()).add(page));
    for (const [id, pages] of pagesOf) byModule.set(id, pagesGroup(pages));
    const roots = [...BOOT_STAGES, ...Object.values(PAGE_STARTS).flat()];
    for (const root of roots) byModule.delete(absolute(root));
    return byModule;
  }

  return (id: string, graph: ModuleGraph): string | null => {
    groups ??= buildGroups(graph);
    return groups.get(id) ?? null;
  };
}
