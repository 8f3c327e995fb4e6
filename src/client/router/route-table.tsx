import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteName } from '#shared/routes.ts';
import { FullPageLoader } from '#client/components/full-page-loader.tsx';
import { RouteErrorPage } from '#client/features/system/pages/route-error-page.tsx';
import { BareLayout } from '#client/layout/bare-layout.tsx';
import { PublicLayout } from '#client/layout/public-layout.tsx';
import { loadFullCatalogue, primeReactLocaleReady } from '#client/i18n/i18n.ts';
import { guardLoader } from './guard-loader.ts';
import { PAGE_MODULES, type PageModule } from '../startup/page-modules.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';

type LayoutName = 'public' | 'bare' | 'app' | 'adaptive';

/** chrome 'none' pages stand alone; logged-in areas use the app shell; the rest the public top bar and footer. */
function layoutOf(route: RouteHandle): LayoutName {
  if (route.chrome === 'none') return 'bare';
  // Job detail: the public view for visitors, the app layout for logged-in users.
  if (route.name === 'jobDetail') return 'adaptive';
  return route.guard === 'auth' || route.guard === 'menu' ? 'app' : 'public';
}

/** Pages that render from the first paint's texts (`core-catalogue.ts`); the others wait for all. */
const CORE_TEXT_PAGES: ReadonlySet<RouteName> = new Set(['home', 'jobs', 'jobDetail', 'notFound']);
/** Pages without a PrimeReact component of their own (their lazy parts wait for its locale). */
const PRIME_FREE_PAGES: ReadonlySet<RouteName> = new Set(['home', 'notFound']);

/**
 * A page inside PrimeReact's context: PrimeReact's overlays (a dropdown's list) read it when the
 * window is resized or scrolled, and threw without one on public forms (sign-up, contact).
 */
function inPrimeScope(Page: ComponentType, Scope: ComponentType<{ children: ReactNode }>) {
  return function ScopedPage() {
    return (
      <Scope>
        <Page />
      </Scope>
    );
  };
}

function withTexts(name: RouteName, page: PageModule): PageModule {
  return () => {
    const waits: Promise<unknown>[] = [];
    if (!CORE_TEXT_PAGES.has(name)) waits.push(loadFullCatalogue());
    if (PRIME_FREE_PAGES.has(name))
      return Promise.all([page(), ...waits]).then(([module]) => module);
    waits.push(primeReactLocaleReady());
    return Promise.all([
      page(),
      import('#client/startup/prime-styles/prime-style-scope.tsx'),
      ...waits,
    ]).then(([module, scope]) => ({
      Component: inPrimeScope(module.Component, scope.PrimeStyleScope),
    }));
  };
}

function handleOf(name: RouteName): RouteHandle {
  const route: { guard: RouteHandle['guard']; chrome?: 'none'; noBack?: boolean } = ROUTES[name];
  return { name, guard: route.guard, chrome: route.chrome, noBack: route.noBack };
}

/** Routes added to the table under an existing route (React Router's `patchRoutes`). */
export type RoutePatch = { parentId: string; children: RouteObject[] };

/** The table without the pages a public page never shows, and those pages as patches. */
export type StartingRoutes = { routes: RouteObject[]; later: RoutePatch[] };

function groupRoutes(previousPath: () => string | null) {
  const groups: Record<LayoutName, RouteObject[]> = { public: [], bare: [], app: [], adaptive: [] };
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const handle = handleOf(name);
    groups[layoutOf(handle)].push({
      id: name,
      path: ROUTES[name].path,
      handle,
      loader: guardLoader(handle, previousPath),
      lazy: withTexts(name, PAGE_MODULES[name]),
    });
  }
  return groups;
}

const catchAll = (): RouteObject => ({
  id: 'catchAll',
  path: '*',
  handle: handleOf('notFound'),
  lazy: PAGE_MODULES.notFound,
});

const appLayout = (children: RouteObject[]): RouteObject => ({
  id: 'appLayout',
  lazy: () =>
    Promise.all([
      import('#client/layout/app-shell.tsx'),
      loadFullCatalogue(),
      primeReactLocaleReady(),
    ]).then(([m]) => ({ Component: m.AppShell })),
  children,
});

const root = (children: RouteObject[]): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorPage,
    children,
  },
];

function layouts(
  groups: Record<LayoutName, RouteObject[]>,
  bare: RouteObject[],
  app: RouteObject[],
): RouteObject[] {
  return [
    { id: 'publicLayout', Component: PublicLayout, children: groups.public },
    { id: 'bareLayout', Component: BareLayout, children: [...bare, catchAll()] },
    ...app,
    {
      id: 'adaptiveLayout',
      lazy: () =>
        import('#client/layout/job-detail-layout.tsx').then((m) => ({
          Component: m.JobDetailLayout,
        })),
      children: groups.adaptive,
    },
  ];
}

/**
 * The one route table: every name of `ROUTES` with its guard (a loader run before each
 * navigation) and its lazily loaded page, grouped under the three layouts, plus a catch-all.
 */
export function buildRoutes(previousPath: () => string | null): RouteObject[] {
  const groups = groupRoutes(previousPath);
  return root(layouts(groups, groups.bare, [appLayout(groups.app)]));
}

/**
 * The same table for a server-rendered public page, which the router ranks while the page is
 * starting (the whole table took 10-20 ms on this vCPU, four times that on a phone): the public
 * and job pages and the catch-all. The sign-in pages and the logged-in app come as patches on the first navigation
 * that needs them (the catch-all matches any address, so every such navigation asks).
 */
export function buildStartingRoutes(previousPath: () => string | null): StartingRoutes {
  const groups = groupRoutes(previousPath);
  return {
    routes: root(layouts(groups, [], [])),
    later: [
      { parentId: 'bareLayout', children: groups.bare },
      { parentId: 'root', children: [appLayout(groups.app)] },
    ],
  };
}
