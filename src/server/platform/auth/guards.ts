import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RoleId } from '#shared/constants/roles.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { menus, roleMenuRights } from '../../db/schema/index.ts';
import { AppError, forbidden, unauthorized } from '../../http/errors.ts';
import type { AuthContext, SessionKey, SessionRead } from './auth-context.ts';

export type MenuRight = 'select' | 'insert' | 'update' | 'delete';

/** The caller, or a 401 (`token_expired` tells the client a refresh may help). */
export async function requireAuth(request: FastifyRequest): Promise<AuthContext> {
  const result = await request.authenticate();
  if (result.auth) return result.auth;
  throw authFailure(result.reason);
}

/** The caller and what a statement that checked their session itself read (`authenticateAlong`), or a 401. */
export async function requireAuthAlong<T>(
  request: FastifyRequest,
  read: (key: SessionKey) => Promise<SessionRead<T>>,
): Promise<{ auth: AuthContext; value: T }> {
  const { result, value } = await request.authenticateAlong(read);
  if (!result.auth) throw authFailure(result.reason);
  // With a valid session, `value` is what `read` answered.
  return { auth: result.auth, value: value as T };
}

/** The 401 of a caller without a valid session: `token_expired` tells the client to refresh. */
export function authFailure(reason: 'missing' | 'expired' | 'invalid') {
  return reason === 'expired'
    ? new AppError(401, 'token_expired', 'The access token has expired')
    : unauthorized();
}

/**
 * An onRequest hook for a route whose own statement checks the session (`authenticateAlong`):
 * refuses a missing, forged or expired token before the input is validated, without the database.
 */
export async function tokenPresented(request: FastifyRequest) {
  const claims = await request.tokenClaims();
  if (typeof claims === 'string') throw authFailure(claims);
}

/** The caller when logged in, otherwise null; a bad token counts as anonymous on public routes. */
export async function optionalAuth(request: FastifyRequest): Promise<AuthContext | null> {
  return (await request.authenticate()).auth;
}

export async function requireRole(
  request: FastifyRequest,
  ...roles: RoleId[]
): Promise<AuthContext> {
  const auth = await requireAuth(request);
  if (!roles.includes(auth.roleId as RoleId)) throw forbidden();
  return auth;
}

/** Every back-office call asks it: prepared, so PostgreSQL does not plan the join each time. */
const menuRightStatement = preparedPerDatabase((db) =>
  prepareRows(
    db
      .select({ rights: roleMenuRights })
      .from(roleMenuRights)
      .innerJoin(menus, eq(menus.id, roleMenuRights.menuId))
      .where(
        and(
          eq(roleMenuRights.roleId, sql.placeholder('roleId')),
          eq(menus.name, sql.placeholder('menuName')),
        ),
      ),
    'menu_right',
  ),
);

export async function hasMenuRight(
  db: Queryable,
  roleId: number,
  menuName: string,
  right: MenuRight,
) {
  const [row] = await menuRightStatement(db).execute({ roleId, menuName });
  if (!row) return false;
  const flags = {
    select: row.rights.canSelect,
    insert: row.rights.canInsert,
    update: row.rights.canUpdate,
    delete: row.rights.canDelete,
  };
  return flags[right];
}

/** The rights check of menu-guarded features: the role's menu entry must carry the flag. */
export async function requireMenuRight(
  request: FastifyRequest,
  db: Queryable,
  menuName: string,
  right: MenuRight,
): Promise<AuthContext> {
  const auth = await requireAuth(request);
  if (!(await hasMenuRight(db, auth.roleId, menuName, right))) throw forbidden();
  return auth;
}

/** An onRequest hook: refuses anonymous callers before their input is even validated. */
export async function authenticated(request: FastifyRequest) {
  await requireAuth(request);
}
