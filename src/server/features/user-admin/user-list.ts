import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import { formatDate } from '#shared/format/date.ts';
import {
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
  type AdminUser,
  type UserListQuery,
} from '#shared/schemas/user-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { listColumns, toAdminUser } from './queries.ts';

const roleCode = (roleId: number) =>
  Object.entries(ROLE).find(([, id]) => id === roleId)?.[0] ?? String(roleId);

const select = (db: Queryable) => db.select(listColumns).from(users);
type Row = Awaited<ReturnType<typeof select>>[number];

function where(query: UserListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    textMatch(query.q, [sql`${users.firstname} || ' ' || ${users.lastname}`, users.email]),
  ];
  if (query.roleId) filters.push(eq(users.roleId, query.roleId));
  if (query.state === 'active')
    filters.push(eq(users.active, true), eq(users.emailConfirmed, true));
  if (query.state === 'inactive') filters.push(eq(users.active, false));
  if (query.state === 'unconfirmed')
    filters.push(eq(users.active, true), eq(users.emailConfirmed, false));
  return and(...filters);
}

/** The staff list of users (menu `users`) and its CSV export. */
export const userList: ListResource<UserListQuery, null, Row, AdminUser> = {
  base: '/api/admin/users',
  tags: ['user-admin'],
  rights: { menu: 'users' },
  schemas: {
    query: userListQuerySchema,
    exportQuery: userExportQuerySchema,
    page: userListResponseSchema,
  },
  scope: () => null,
  select,
  count: (db) => db.select({ value: count() }).from(users),
  where,
  sorts: () => ({
    name: sql`lower(${users.firstname} || ' ' || ${users.lastname})`,
    email: sql`lower(${users.email})`,
    role: users.roleId,
    createdAt: users.createdAt,
    lastLoginAt: users.lastLoginAt,
  }),
  tieBreak: { column: users.id, order: 'desc' },
  toItem: toAdminUser,
  csv: {
    fileName: 'users.csv',
    header: () => ['First name', 'Last name', 'E-mail', 'Role', 'State', 'Created', 'Last login'],
    row: (user) => [
      user.firstname,
      user.lastname,
      user.email,
      roleCode(user.roleId),
      !user.active ? 'inactive' : user.emailConfirmed ? 'active' : 'unconfirmed',
      formatDate(user.createdAt),
      user.lastLoginAt ? formatDate(user.lastLoginAt) : null,
    ],
  },
};
