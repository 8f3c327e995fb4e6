import { pathFor } from '#shared/routes.ts';
import { TIMING } from '#shared/constants/domain.ts';
import type { LoginRequest, SessionResponse } from '#shared/schemas/auth.ts';
import { ApiError } from '#client/api/api-error.ts';
import { configureApiClient } from '#client/api/client.ts';
import { queryClient } from '#client/api/query-client.ts';
import { appNavigator } from '#client/session/app-navigator.ts';
import { loginPathWithRedirect } from '#client/session/redirect-target.ts';
import { meQueryOptions } from './api/get-me.ts';
import { postLogin } from './api/login.ts';
import { postLogout } from './api/logout.ts';
import { postRefresh } from './api/refresh-session.ts';
import { sessionStore } from './session-store.ts';
import { adoptAccountLanguage } from './account-language.ts';

/** Refresh this long before the access token expires (or half-way through a very short token). */
const REFRESH_MARGIN_MS = 60_000;
const REFRESH_RETRY_MS = 30_000;

let refreshInFlight: Promise<boolean> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let loggingOut: Promise<void> | null = null;

function cancelScheduledRefresh(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function scheduleRefresh(delayMs: number): void {
  cancelScheduledRefresh();
  refreshTimer = setTimeout(() => void scheduledRefresh(), delayMs);
}

async function scheduledRefresh(): Promise<void> {
  try {
    if (!(await refreshSession())) await logout({ to: 'login' });
  } catch {
    scheduleRefresh(REFRESH_RETRY_MS); // offline for now; a later call's 401 also refreshes
  }
}

export function applySession(session: SessionResponse): void {
  sessionStore.setSession(session);
  // the shell's background /auth/me starts from what login or refresh just returned
  queryClient.setQueryData(meQueryOptions().queryKey, { user: session.user, menu: session.menu });
  const lifetimeMs = session.expiresIn * 1000;
  scheduleRefresh(Math.max(lifetimeMs - REFRESH_MARGIN_MS, lifetimeMs / 2));
}

/**
 * One refresh at a time (concurrent 401s share it). true: a new token is in place; false: the
 * server refused, the session is over. Network failures and 5xx are thrown, not read as a logout.
 */
export function refreshSession(timeoutMs?: number): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      applySession(await postRefresh(timeoutMs));
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
      throw error;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

export async function login(body: LoginRequest): Promise<SessionResponse> {
  const session = await postLogin(body);
  applySession(session);
  adoptAccountLanguage(session.user.language);
  return session;
}

/** Forgets the session in this tab without asking the server. */
export function discardSession(): void {
  cancelScheduledRefresh();
  sessionStore.clear();
  queryClient.clear();
}

export type LogoutOptions = {
  /** `home` (the profile menu's Logout) or `login` with the current path kept as redirect (a 401). */
  to?: 'home' | 'login';
};

export function logout({ to = 'home' }: LogoutOptions = {}): Promise<void> {
  loggingOut ??= (async () => {
    const returnTo = appNavigator.currentPath();
    cancelScheduledRefresh();
    try {
      await postLogout();
    } catch {
      // the session ends here whatever the server answers
    }
    // Leave the page first: a protected page that saw the session go would send the user to
    // the login page (with itself as redirect) before this navigation ran.
    appNavigator.navigate(to === 'login' ? loginPathWithRedirect(returnTo) : pathFor('home'));
    discardSession();
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/**
 * At start-up a cached user has no access token yet: get one from the refresh cookie. 'anonymous'
 * when the server refuses (the cache is cleared); network errors are thrown for the splash to show.
 */
export async function restoreSession(
  timeoutMs: number = TIMING.startupTimeoutMs,
): Promise<'restored' | 'anonymous'> {
  const { user, accessToken } = sessionStore.getSnapshot();
  if (!user) return 'anonymous';
  if (accessToken) return 'restored';
  if (await refreshSession(timeoutMs)) return 'restored';
  discardSession();
  return 'anonymous';
}

/** Connects the API client to the session: bearer token, silent refresh, logout on a lost session. */
export function installSession(): void {
  configureApiClient({
    getAccessToken: () => sessionStore.getSnapshot().accessToken,
    refreshSession: () => refreshSession(),
    onUnauthorized: () => void logout({ to: 'login' }),
  });
}
