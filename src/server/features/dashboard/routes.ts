import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '#shared/constants/roles.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  activeUsersResponseSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
} from '#shared/schemas/dashboard.ts';
import type { AppContext } from '../../app-context.ts';
import { authenticated, requireAuth, requireRole } from '../../platform/auth/guards.ts';
import { getDashboard, listActiveUsers } from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const meta = { tags: ['dashboard'], security: [{ bearer: [] }] };

export async function dashboardRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dashboard',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => getDashboard(ctx.db, await requireAuth(request), request.query.lang),
  );

  /**
   * The spec's `/activeusers`: users active in the last 15 minutes (staff only). `data` repeats
   * `items` for the spec's client, which reads `data` and keeps its length as the session count.
   */
  r.get(
    '/api/activeusers',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: dashboardQuerySchema,
        response: { 200: activeUsersResponseSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, ROLE.admin);
      const items = await listActiveUsers(ctx.db, request.query.lang);
      return { items, data: items, count: items.length };
    },
  );
}
