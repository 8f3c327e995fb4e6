import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, pathFor, type RouteName } from '#shared/routes.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { PAGE_MODULES } from '../startup/page-modules.ts';

const ALL_NAMES = Object.keys(ROUTES) as RouteName[];

/** A logged-in user whose menu grants every route (as the server would send it, with a token). */
function logInWithMenu(names: readonly string[] = ALL_NAMES) {
  const session = createSession({ menu: names.map((name) => createMenuEntry({ name })) });
  sessionStore.setSession(session);
  mockFetch((url) => {
    const startup = startupReply(url, session.user);
    if (startup) return startup;
    if (url === '/api/auth/me') return { body: { user: session.user, menu: session.menu } };
    if (url === '/api/auth/logout') return { status: 204 };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
  return session;
}

const SAMPLE_PARAMS = {
  name: 'acme-engineer',
  id: '7',
  encryptedId: 'abc',
  jobId: '3',
  userId: '4',
  sessionId: 'cs_test_sample',
  token: 'a'.repeat(43),
};

describe('app router', () => {
  // Loads (and transforms) every page once up front, so that each test's time limit measures
  // rendering, not the first import of its module graph (slow on a busy machine).
  beforeAll(async () => {
    await Promise.all(Object.values(PAGE_MODULES).map((load) => load()));
  }, 120_000);

  it.each(
    ALL_NAMES.filter(
      (name) =>
        !['login', 'signUp', 'companySignup', 'resetPassword', 'getStarted', 'chrs'].includes(name),
    ),
  )('renders a page with one heading for %s', async (name) => {
    logInWithMenu();
    renderApp(pathFor(name, SAMPLE_PARAMS as never));
    // Content-driven pages show skeletons until their (here failing) content calls settle.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('renders the guest pages for a visitor', async () => {
    mockFetch(() => ({ status: 404 }));
    for (const name of ['signUp', 'companySignup', 'resetPassword', 'getStarted'] as const) {
      const view = renderApp(pathFor(name));
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      view.unmount();
    }
  });

  it('sends a visitor from a back-office page to login with the page kept as redirect', async () => {
    const { router } = renderApp('/chrs/users?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(currentPath(router)).toBe('/login?redirect=%2Fchrs%2Fusers%3Fpage%3D2');
  });

  it('shows Unauthorized Access when the menu lacks the route', async () => {
    logInWithMenu(['companies']);
    const { router } = renderApp('/chrs/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' }),
    ).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(currentPath(router)).toBe('/unauthorized');
  });

  it('shows Page Not Found when the user has no menu', async () => {
    logInWithMenu([]);
    renderApp('/chrs/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('shows Page Not Found for an unknown address, without header or footer', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(currentPath(router)).toBe('/no/such/page');
  });

  it('redirects /chrs to My Dashboard', async () => {
    logInWithMenu();
    const { router } = renderApp('/chrs');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(currentPath(router)).toBe('/chrs/job-openings');
  });

  it('sends a logged-in user away from login to the redirect query', async () => {
    logInWithMenu();
    const { router } = renderApp('/login?redirect=%2Fchrs%2Fcheckout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(currentPath(router)).toBe('/chrs/checkout');
  });

  it('renders the checkout with nothing to pay for as an empty state with a way out', async () => {
    logInWithMenu();
    renderApp('/chrs/checkout');
    const empty = (await screen.findByText('There is nothing to pay for here.')).closest('div');
    if (!empty) throw new Error('no empty state');
    expect(
      within(empty).getByRole('link', { name: 'Go to My Dashboard' }).getAttribute('href'),
    ).toBe('/chrs/job-openings');
  });

  it('shows Login and Get Started to visitors, My Dashboard and the profile menu to users', async () => {
    const visitor = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'My Dashboard' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Get Started' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    visitor.unmount();

    logInWithMenu();
    renderApp('/');
    const userNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(userNav).getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).toBe(
      '/chrs/job-openings',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open profile menu for Ada Lovelace' })).toBeTruthy();
  });

  it('hides header and footer on chrome-less pages', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('lists the user menu in the app shell, leaving hidden entries out', async () => {
    logInWithMenu(['jobOpenings', 'users']);
    const session = createSession({
      menu: [
        createMenuEntry({ id: 1, name: 'groupBackOffice' }),
        createMenuEntry({ id: 2, name: 'users', parentId: 1 }),
        createMenuEntry({ id: 3, name: 'companies', parentId: 1 }),
        createMenuEntry({ id: 4, name: 'companiesCreate', parentId: 1, hidden: true }),
      ],
    });
    sessionStore.setSession(session);
    mockFetch(
      (url) =>
        startupReply(url, session.user) ?? { body: { user: session.user, menu: session.menu } },
    );
    renderApp('/chrs/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    const sidebar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(sidebar).getByRole('heading', { name: 'Back Office' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Companies' })).toBeTruthy();
    expect(within(sidebar).queryByRole('link', { name: 'New Company' })).toBeNull();
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
  });

  it('runs the guards again when the session ends under an authenticated page', async () => {
    logInWithMenu();
    const { router } = renderApp('/chrs/profile');
    await screen.findByRole('heading', { level: 1, name: 'User Profile' });
    sessionStore.clear();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(currentPath(router)).toBe('/login?redirect=%2Fchrs%2Fprofile');
  });
});
