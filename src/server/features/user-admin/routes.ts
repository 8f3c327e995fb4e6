import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '#shared/constants/roles.ts';
import { formatDate } from '#shared/format/date.ts';
import { CSV_EXPORT_LIMIT, csvResponseSchema } from '#shared/schemas/list-query.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  changeRoleSchema,
  resetLinkResponseSchema,
  setActiveSchema,
  userActionResponseSchema,
  userDetailSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
  userParamsSchema,
} from '#shared/schemas/user-admin.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { sendCsv } from '../../infra/csv-reply.ts';
import { authenticated, requireMenuRight } from '../auth/guards.ts';
import { findUser, listUsers, userDetail } from './queries.ts';
import { changeRole, sendResetLink, setActive, USER_ADMIN_MESSAGES } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const MENU = 'users';
const roleCode = (roleId: number) =>
  Object.entries(ROLE).find(([, id]) => id === roleId)?.[0] ?? String(roleId);
const tags = ['user-admin'];

/** Staff administration of users (menu `users`). */
export async function userAdminRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/admin/users',
    {
      onRequest: authenticated,
      schema: {
        tags,
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireMenuRight(request, db, MENU, 'select');
      return listUsers(db, request.query, request.query.size);
    },
  );

  r.get(
    '/api/admin/users/export',
    {
      onRequest: authenticated,
      schema: {
        tags,
        querystring: userExportQuerySchema,
        response: { 200: csvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireMenuRight(request, db, MENU, 'select');
      const { items } = await listUsers(db, request.query, CSV_EXPORT_LIMIT);
      return sendCsv(
        reply,
        'users.csv',
        ['First name', 'Last name', 'E-mail', 'Role', 'State', 'Created', 'Last login'],
        items.map((user) => [
          user.firstname,
          user.lastname,
          user.email,
          roleCode(user.roleId),
          !user.active ? 'inactive' : user.emailConfirmed ? 'active' : 'unconfirmed',
          formatDate(user.createdAt),
          user.lastLoginAt ? formatDate(user.lastLoginAt) : null,
        ]),
      );
    },
  );

  r.get(
    '/api/admin/users/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        params: userParamsSchema,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireMenuRight(request, db, MENU, 'select');
      const user = await findUser(db, request.params.id);
      const detail = user && (await userDetail(db, user.id));
      if (!detail) throw notFound(USER_ADMIN_MESSAGES.notFound);
      return detail;
    },
  );

  r.put(
    '/api/admin/users/:id/role',
    {
      onRequest: authenticated,
      schema: {
        tags,
        params: userParamsSchema,
        body: changeRoleSchema,
        response: { 200: userActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'update');
      const user = await changeRole(ctx, auth, request.params.id, request.body.roleId, request);
      return { user };
    },
  );

  r.put(
    '/api/admin/users/:id/active',
    {
      onRequest: authenticated,
      schema: {
        tags,
        params: userParamsSchema,
        body: setActiveSchema,
        response: { 200: userActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'update');
      const user = await setActive(ctx, auth, request.params.id, request.body.active, request);
      return { user };
    },
  );

  r.post(
    '/api/admin/users/:id/reset-link',
    {
      onRequest: authenticated,
      schema: {
        tags,
        params: userParamsSchema,
        response: { 200: resetLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'update');
      return sendResetLink(ctx, auth, request.params.id, request);
    },
  );
}
