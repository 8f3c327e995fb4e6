import startup from './public-startup.json' with { type: 'json' };

/**
 * What the public pages (home, the job list, job detail) load while starting, listed once in
 * public-startup.json (paths from the repository's root, as Vite's manifest keys them) and read
 * by the client build's chunk groups and module preloads (scripts/vite), the server's page
 * preloads (src/server/http/route-preloads.ts) and the bundle budget
 * (scripts/check-bundle-budget.mjs, which reads the JSON itself: it runs under plain `node`).
 */
export type PublicPage = keyof typeof startup.pages;

/** A part a page loads lazily but shows at once. */
export type ShownPart = {
  module: string;
  /**
   * Whether the page's start-up chunk groups take in what the part imports. Not the desktop job
   * table: it loads beside the first search, and not at all on phones, so it is left to
   * automatic chunking like the parts loaded on first use.
   */
  groupedWithPage: boolean;
};

export type PageStartup = {
  /** The modules React Router loads lazily for the page (job detail has a layout and a page). */
  routeModules: readonly string[];
  /** Pages with PrimeReact components wait for its texts in the user's language to render. */
  waitsForPrimeReactLocale: boolean;
  shownParts: readonly ShownPart[];
};

type PublicStartup = {
  /** The stages main.tsx imports one after the other (one task each), in order. */
  bootStages: readonly string[];
  /** PrimeReact's texts in the user's language. */
  primeReactLocale: string;
  pages: Readonly<Record<PublicPage, PageStartup>>;
  /** Parts of these pages loaded lazily on first use (the country picker, the toast host). */
  onFirstUse: readonly string[];
};

export const PUBLIC_STARTUP: PublicStartup = startup;

/** The modules a page's route loads and waits for before it renders: its own, and PrimeReact's texts. */
export function routeAndLocaleModules(page: PageStartup): string[] {
  return [
    ...page.routeModules,
    ...(page.waitsForPrimeReactLocale ? [PUBLIC_STARTUP.primeReactLocale] : []),
  ];
}

/** `src/client/boot/start.tsx` → `start`: the name Rolldown gives the module's own chunk. */
export const moduleChunkName = (module: string) =>
  module.slice(module.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');

/** Every module path the list names. */
export function publicStartupModules(): string[] {
  const pages = Object.values(PUBLIC_STARTUP.pages);
  return [
    ...PUBLIC_STARTUP.bootStages,
    PUBLIC_STARTUP.primeReactLocale,
    ...pages.flatMap((page) => [...page.routeModules, ...page.shownParts.map((p) => p.module)]),
    ...PUBLIC_STARTUP.onFirstUse,
  ];
}
