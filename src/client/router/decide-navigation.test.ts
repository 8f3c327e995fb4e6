import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardSession } from './decide-navigation.ts';
import { loginPathWithRedirect, safeRedirectTarget } from '../session/redirect-target.ts';

const anonymous: GuardSession = { user: null, menu: null };
const user = { id: 'u1' };
const withMenu = (...names: string[]): GuardSession => ({
  user,
  menu: names.map((name) => ({ name })),
});
const at = (pathname: string, search = '', previousPath: string | null = null) => ({
  pathname,
  search,
  previousPath,
});

describe('decideNavigation', () => {
  it('lets anyone through to public pages', () => {
    expect(decideNavigation({ name: 'home', guard: 'public' }, anonymous, at('/'))).toEqual({
      type: 'allow',
    });
    expect(decideNavigation({ name: 'faq', guard: 'public' }, withMenu(), at('/faq'))).toEqual({
      type: 'allow',
    });
  });

  it('sends a visitor without a stored user from an auth route to login with the target path and query', () => {
    expect(
      decideNavigation(
        { name: 'profile', guard: 'auth' },
        anonymous,
        at('/chrs/profile', '?tab=2'),
      ),
    ).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fchrs%2Fprofile%3Ftab%3D2',
    });
  });

  it('sends a visitor without a stored user from a menu route to login too (before any menu check)', () => {
    expect(
      decideNavigation({ name: 'users', guard: 'menu' }, anonymous, at('/chrs/users')),
    ).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fchrs%2Fusers',
    });
  });

  it('lets a logged-in user through to auth routes without any menu (changePassword has no menu guard)', () => {
    expect(
      decideNavigation(
        { name: 'changePassword', guard: 'auth' },
        { user, menu: null },
        at('/chrs/change-password'),
      ),
    ).toEqual({
      type: 'allow',
    });
  });

  it('answers not found on a menu route when the user has no menu or an empty one', () => {
    const route = { name: 'users', guard: 'menu' } as const;
    expect(decideNavigation(route, { user, menu: null }, at('/chrs/users'))).toEqual({
      type: 'notFound',
    });
    expect(decideNavigation(route, { user, menu: [] }, at('/chrs/users'))).toEqual({
      type: 'notFound',
    });
  });

  it('answers unauthorized when the menu exists but lacks the route name', () => {
    expect(
      decideNavigation({ name: 'users', guard: 'menu' }, withMenu('companies'), at('/chrs/users')),
    ).toEqual({
      type: 'unauthorized',
    });
  });

  it('allows a menu route named by any entry, top-level, nested under a parent, or hidden', () => {
    const session: GuardSession = {
      user,
      menu: [
        { name: 'groupBackOffice' },
        { name: 'companies', parentId: 1 } as { name: string },
        { name: 'companiesEdit', hidden: true } as { name: string },
      ],
    };
    expect(
      decideNavigation({ name: 'companies', guard: 'menu' }, session, at('/chrs/companies')),
    ).toEqual({ type: 'allow' });
    expect(
      decideNavigation(
        { name: 'companiesEdit', guard: 'menu' },
        session,
        at('/chrs/companies/edit/4'),
      ),
    ).toEqual({
      type: 'allow',
    });
  });

  it.each(['login', 'signUp', 'companySignup', 'resetPassword', 'getStarted'] as const)(
    'sends a logged-in user away from the guest page %s to jobOpenings when there is no previous route',
    (name) => {
      expect(decideNavigation({ name, guard: 'guest' }, withMenu(), at('/x'))).toEqual({
        type: 'redirect',
        to: '/chrs/job-openings',
      });
    },
  );

  it('sends a logged-in user on a guest page to the redirect query first, then the previous route', () => {
    const route = { name: 'login', guard: 'guest' } as const;
    expect(
      decideNavigation(route, withMenu(), at('/login', '?redirect=%2Fjobs%3Fq%3Dx', '/faq')),
    ).toEqual({
      type: 'redirect',
      to: '/jobs?q=x',
    });
    expect(decideNavigation(route, withMenu(), at('/login', '', '/faq'))).toEqual({
      type: 'redirect',
      to: '/faq',
    });
    // a previous route that is itself a guest page is no place to return to
    expect(decideNavigation(route, withMenu(), at('/login', '', '/signup'))).toEqual({
      type: 'redirect',
      to: '/chrs/job-openings',
    });
  });

  it('clears a login redirect that points to login itself', () => {
    const route = { name: 'login', guard: 'guest' } as const;
    expect(
      decideNavigation(route, anonymous, at('/login', '?redirect=%2Flogin%3Fredirect%3D%252Fx')),
    ).toEqual({
      type: 'redirect',
      to: '/login',
    });
    expect(
      decideNavigation(route, anonymous, at('/login', '?redirect=%2Flogin&message=hi')),
    ).toEqual({
      type: 'redirect',
      to: '/login?message=hi',
    });
    expect(decideNavigation(route, anonymous, at('/login', '?redirect=%2Fchrs%2Fusers'))).toEqual({
      type: 'allow',
    });
  });

  it('never follows a redirect off the site', () => {
    expect(
      decideNavigation(
        { name: 'login', guard: 'guest' },
        withMenu(),
        at('/login', '?redirect=https://evil.test'),
      ),
    ).toEqual({
      type: 'redirect',
      to: '/chrs/job-openings',
    });
    expect(
      decideNavigation(
        { name: 'login', guard: 'guest' },
        anonymous,
        at('/login', '?redirect=//evil.test'),
      ),
    ).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });
});

describe('redirect targets', () => {
  it('accepts site paths and refuses other sites and the login page', () => {
    expect(safeRedirectTarget('/chrs/users?page=2#top')).toBe('/chrs/users?page=2#top');
    expect(safeRedirectTarget('https://evil.test/')).toBeNull();
    expect(safeRedirectTarget('//evil.test/')).toBeNull();
    expect(safeRedirectTarget('/\\evil.test')).toBeNull();
    expect(safeRedirectTarget('/login?x=1')).toBeNull();
    expect(safeRedirectTarget('')).toBeNull();
  });

  it('builds the login path with the target kept', () => {
    expect(loginPathWithRedirect('/chrs/users?x=1')).toBe(
      '/login?redirect=%2Fchrs%2Fusers%3Fx%3D1',
    );
    expect(loginPathWithRedirect('/login?redirect=%2Fa')).toBe('/login');
  });
});
