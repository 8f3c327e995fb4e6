import type { OAuthProvider } from '#shared/schemas/accounts.ts';
import { safeRedirectTarget } from '#client/session/redirect-target.ts';

/** Session-storage keys of a social sign-in in progress (spec: redirect and a random state). */
export const SOCIAL_REDIRECT_KEY = 'social-login-redirect';
export const SOCIAL_STATE_KEY = 'social-login-state';

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Leaves for the provider through the server, which keeps the real state, nonce and PKCE. */
export function startSocialSignIn(
  provider: OAuthProvider,
  options: { redirect?: string | null; role?: 'candidate' | 'recruiter' } = {},
): void {
  const redirect = safeRedirectTarget(options.redirect);
  if (redirect) sessionStorage.setItem(SOCIAL_REDIRECT_KEY, redirect);
  else sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
  sessionStorage.setItem(SOCIAL_STATE_KEY, randomState());
  const query = new URLSearchParams();
  if (options.role) query.set('role', options.role);
  const search = query.toString();
  window.location.assign(`/api/auth/oauth/${provider}/start${search ? `?${search}` : ''}`);
}

/** The stored redirect, read once. */
export function takeSocialRedirect(): string | null {
  const value = safeRedirectTarget(sessionStorage.getItem(SOCIAL_REDIRECT_KEY));
  sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
  sessionStorage.removeItem(SOCIAL_STATE_KEY);
  return value;
}
