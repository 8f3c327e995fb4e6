import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RoleId } from '#shared/constants/roles.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { menus, roleMenuRights } from '../../db/schema/index.ts';
import { AppError, forbidden, unauthorized } from '../../http/errors.ts';
import type { AuthContext } from './auth-context.ts';

export type MenuRight = 'select' | 'insert' | 'update' | 'delete';

/** The caller, or a 401 (`token_expired` tells the client a refresh may help). */
export async function requireAuth(request: FastifyRequest): Promise<AuthContext> {
  const result = await request.authenticate();
  if (result.auth) return result.auth;
  if (result.reason === 'expired')
    throw new AppError(401, 'token_expired', 'The access token has expired');
  throw unauthorized();
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
