import { pathFor } from '#shared/routes.ts';

const LOGIN_PATH = pathFor('login');
const PLACEHOLDER_ORIGIN = 'http://app.invalid';

/**
 * A `redirect` query value we may follow: a path on this site (never `//host` or an absolute URL,
 * which would make the login page an open redirect) and never the login page itself.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<target>`, or plain `/login` when the target is the login page itself. */
export function loginPathWithRedirect(target: string | null | undefined): string {
  const safe = safeRedirectTarget(target);
  return safe ? `${LOGIN_PATH}?${new URLSearchParams({ redirect: safe }).toString()}` : LOGIN_PATH;
}
