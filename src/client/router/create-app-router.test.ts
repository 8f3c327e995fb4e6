import { afterEach, describe, expect, it } from 'vitest';
import type { DataRouteObject } from 'react-router';
import { sessionStore } from '#client/session/session-store.ts';
import { initI18n } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { createHydratingAppRouter } from './create-app-router.ts';

function routeIds(routes: DataRouteObject[]): string[] {
  return routes.flatMap((route) => [route.id, ...routeIds(route.children ?? [])]);
}

const lastMatch = (router: Awaited<ReturnType<typeof createHydratingAppRouter>>['router']) =>
  router.state.matches.at(-1)?.route.id;

describe('the router of a server-rendered page', () => {
  let dispose: () => void = () => undefined;
  afterEach(() => {
    dispose();
    sessionStore.clear();
    window.history.replaceState(null, '', '/');
  });

  async function hydrateAt(path: string, loaderData: Record<string, unknown>) {
    initI18n('en');
    mockFetch(() => ({ status: 404, body: { code: 'not_found', message: 'Not found' } }));
    window.history.replaceState(null, '', path);
    const created = await createHydratingAppRouter({ loaderData });
    dispose = created.dispose;
    return created.router;
  }

  it('starts with the public pages only, on the page the server rendered', async () => {
    const router = await hydrateAt('/jobs', { jobs: null });
    const ids = routeIds(router.routes);
    expect(ids).toEqual(expect.arrayContaining(['root', 'publicLayout', 'jobs', 'jobDetail']));
    expect(ids).toContain('catchAll');
    expect(ids).not.toContain('login');
    expect(ids).not.toContain('appLayout');
    expect(router.state.initialized).toBe(true);
    expect(lastMatch(router)).toBe('jobs');
  });

  it('adds the sign-in pages on the first navigation to one', async () => {
    const router = await hydrateAt('/jobs', { jobs: null });
    await router.navigate('/login?redirect=%2Fjobs');
    expect(router.state.location.pathname).toBe('/login');
    expect(lastMatch(router)).toBe('login');
    expect(routeIds(router.routes)).toEqual(expect.arrayContaining(['login', 'appLayout']));
  });

  it('runs the guard of a back-office page reached from a public one', async () => {
    const router = await hydrateAt('/', { home: null });
    await router.navigate('/chrs/users?page=2');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Fchrs%2Fusers%3Fpage%3D2',
    );
    expect(lastMatch(router)).toBe('login');
  });

  it('still answers an unknown address with the catch-all', async () => {
    const router = await hydrateAt('/jobs', { jobs: null });
    await router.navigate('/no/such/page');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(lastMatch(router)).toBe('catchAll');
  });
});
