import { addressKey } from '../../infra/address-key.ts';
import type { RateLimitRule } from '../../infra/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Rate limits of sending and checking one-time codes, per client IP and per account (e-mail).
 * Per-IP limits are generous because offices and mobile carriers share addresses; per-account
 * limits are tight.
 */
export const CODE_LIMITS = {
  sendCodeIp: (ip: string): RateLimitRule => ({
    key: `code-send:ip:${addressKey(ip)}`,
    limit: 60,
    windowSeconds: HOUR,
  }),
  sendCodeAccount: (email: string): RateLimitRule => ({
    key: `code-send:account:${email}`,
    limit: 6,
    windowSeconds: HOUR,
  }),
  checkCodeIp: (ip: string): RateLimitRule => ({
    key: `code-check:ip:${addressKey(ip)}`,
    limit: 100,
    windowSeconds: 15 * MINUTE,
  }),
  checkCodeAccount: (email: string): RateLimitRule => ({
    key: `code-check:account:${email}`,
    limit: 20,
    windowSeconds: 15 * MINUTE,
  }),
};

/** Codes: six digits, 15 minutes, 5 wrong tries; a new one may be mailed every 60 seconds. */
export const CODE_RULES = { ttlMs: 15 * 60_000, maxAttempts: 5, resendAfterMs: 60_000 } as const;
