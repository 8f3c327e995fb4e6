import type { Queryable } from '../../db/client.ts';
import { rateLimit } from '../../infra/rate-limit.ts';

/**
 * A logged-in user typing their password again (to change it, to delete the account): counted
 * per account before argon2 runs, so a stolen access token is no oracle for the password and no
 * way to keep the server hashing.
 */
export const PASSWORD_RECHECK_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

export function countPasswordRecheck(db: Queryable, userId: number) {
  return rateLimit(db, { key: `password-recheck:${userId}`, ...PASSWORD_RECHECK_LIMIT });
}
