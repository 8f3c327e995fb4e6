import { addressKey } from '../../infra/address-key.ts';
import type { RateLimitRule } from '../../infra/rate-limit.ts';

const HOUR = 3600;

/**
 * Rate limits of sign-up, per client IP and per account (e-mail); the limits of one-time codes
 * are `CODE_LIMITS` (platform/one-time-codes). Per-IP limits are generous because offices and
 * mobile carriers share addresses; per-account limits are tight.
 */
export const LIMITS = {
  signUpIp: (ip: string): RateLimitRule => ({
    key: `signup:ip:${addressKey(ip)}`,
    limit: 50,
    windowSeconds: HOUR,
  }),
  /** Mails to an account's owner about sign-ups with their address. */
  signUpNotice: (email: string): RateLimitRule => ({
    key: `signup-notice:account:${email}`,
    limit: 3,
    windowSeconds: HOUR,
  }),
};
