import type { AccessClaims } from './tokens.ts';

/**
 * Access tokens this process has already verified, by their exact text, with their expiry: a
 * logged-in page sends the same token on every call, and checking its signature and decoding it
 * again was a tenth of an authenticated call's own work (docs/performance.md). Only a token that
 * passed the whole check is kept, so a changed or forged one is never found here; its session is
 * still checked in the database on every request. The oldest entries go first past `limit`.
 */
export function verifiedTokenCache(limit: number) {
  const entries = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    get(token: string, nowSeconds: number): AccessClaims | 'expired' | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt > nowSeconds) return entry.claims;
      entries.delete(token);
      return 'expired';
    },
    set(token: string, claims: AccessClaims, expiresAt: number) {
      if (entries.size >= limit) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { claims, expiresAt });
    },
    get size() {
      return entries.size;
    },
  };
}
