import * as oidc from 'openid-client';
import type { OAuthProvider } from '#shared/schemas/accounts.ts';
import type { Config } from '../../config.ts';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export function providerSettings(config: Config, provider: OAuthProvider) {
  const settings = config[provider];
  return settings.clientId && settings.clientSecret
    ? {
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        issuerUrl: settings.issuerUrl,
      }
    : undefined;
}

/**
 * The client id Google one-tap runs with: only when Google is configured against its real issuer
 * (a test issuer has no Google Identity Services). The CSP opens accounts.google.com only then.
 */
export function googleOneTapClientId(config: Config): string | null {
  const google = providerSettings(config, 'google');
  return google && google.issuerUrl.replace(/\/$/, '') === GOOGLE_ISSUER ? google.clientId : null;
}

/** LinkedIn's OpenID Connect scopes (the spec's); Google takes the same three. */
export const SCOPE = 'openid profile email';

const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The provider's OpenID configuration, discovered once per process. A failed discovery is
 * forgotten so the next sign-in tries again. Plain http is allowed only for a local test issuer.
 */
export function providerConfiguration(config: Config, provider: OAuthProvider) {
  const settings = providerSettings(config, provider);
  if (!settings) return undefined;
  const key = `${provider}|${settings.issuerUrl}|${settings.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(settings.issuerUrl);
    const local =
      issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);
    pending = oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretPost(settings.clientSecret),
      local ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}
