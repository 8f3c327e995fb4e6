import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '#shared/constants/roles.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  activeUsersResponseSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
} from '#shared/schemas/dashboard.ts';
import type { AppContext } from '../../app-context.ts';
import {
  authenticated,
  requireAuth,
  requireAuthAlong,
  requireRole,
  tokenPresented,
} from '../../platform/auth/guards.ts';
import { getDashboard, listActiveUsers, recruiterDashboardWithSession } from './service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const meta = { tags: ['dashboard'], security: [{ bearer: [] }] };

export async function dashboardRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dashboard',
    {
      onRequest: tokenPresented,
      schema: {
        ...meta,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const claims = await request.tokenClaims();
      // A recruiter's token: the session is checked by the balances' read, in the same round trip.
      if (typeof claims !== 'string' && claims.roleId === ROLE.recruiter) {
        const { auth, value } = await requireAuthAlong(request, (key) =>
          recruiterDashboardWithSession(ctx.db, key, lang),
        );
        if (auth.roleId === ROLE.recruiter) return value;
      }
      // Any other role, or one changed since the token was signed (checked above, not again).
      return getDashboard(ctx.db, await requireAuth(request), lang);
    },
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
