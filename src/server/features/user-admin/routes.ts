import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  changeRoleSchema,
  resetLinkResponseSchema,
  setActiveSchema,
  userActionResponseSchema,
  userDetailSchema,
  userParamsSchema,
} from '#shared/schemas/user-admin.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { findUser, userDetail } from './queries.ts';
import { changeRole, sendResetLink, setActive, USER_ADMIN_MESSAGES } from './service.ts';
import { userList } from './user-list.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const MENU = 'users';
const tags = ['user-admin'];

/** Staff administration of users (menu `users`). */
export async function userAdminRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  registerList(app, db, userList);

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
