import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLE } from '#shared/constants/roles.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { authFailure } from '../platform/auth/guards.ts';
import type { AuthContext } from '../platform/auth/auth-context.ts';

export type Caller = {
  auth: AuthContext | null;
  /** The caller's public id: what the spec calls the user id. */
  publicId: string | null;
  staff: boolean;
};

/**
 * The caller is the bearer token's user, never the body's `userId`. A body naming someone else
 * (not -1, not the caller) is refused unless the caller is staff: the spec's clients send their
 * own id, so a different one is someone trying another person's records.
 */
export async function callerOf(
  db: Database,
  request: FastifyRequest,
  bodyUserId: string | undefined,
): Promise<Caller> {
  const result = await request.authenticate();
  const { auth } = result;
  let publicId: string | null = null;
  if (auth) {
    const [row] = await db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.id, auth.userId));
    publicId = row?.publicId ?? null;
  }
  const staff = auth?.roleId === ROLE.admin;
  // A client whose token expired still sends its stored id: it must hear 401 and log in again.
  if (bodyUserId !== undefined && !result.auth) throw authFailure(result.reason);
  if (bodyUserId !== undefined && bodyUserId !== publicId && !staff)
    throw new AppError(403, 'forbidden', 'The userId of the body is not the caller');
  return { auth, publicId, staff };
}

/** The spec's user ids: -1, empty or missing is "nobody". */
export function specUserId(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' || text === '-1' ? undefined : text;
}
