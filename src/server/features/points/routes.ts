import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '#shared/constants/roles.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  pointHistoryQuerySchema,
  pointHistoryResponseSchema,
  pointsBalanceResponseSchema,
  rewardSummaryResponseSchema,
} from '#shared/schemas/points.ts';
import type { AppContext } from '../../app-context.ts';
import {
  authenticated,
  requireAuthAlong,
  requireRole,
  tokenPresented,
} from '../../platform/auth/guards.ts';
import { forbidden } from '../../http/errors.ts';
import { pointsBalancesWithSession } from '../../platform/points-balance.ts';
import { rewardSummary } from './reward-summary.ts';
import { pointHistory } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const meta = { tags: ['points'], security: [{ bearer: [] }] };

/** Points belong to recruiters (role 2) only; each reads their own ledger and rewards. */
export async function pointsRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/points/balance',
    {
      // The session is checked by the balances' own statement: the badge on every recruiter's page.
      onRequest: tokenPresented,
      schema: { ...meta, response: { 200: pointsBalanceResponseSchema, ...errors } },
    },
    async (request) => {
      const { auth, value } = await requireAuthAlong(request, (key) =>
        pointsBalancesWithSession(ctx.db, key),
      );
      if (auth.roleId !== ROLE.recruiter) throw forbidden();
      return { balances: value };
    },
  );

  r.get(
    '/api/points/summary',
    {
      onRequest: authenticated,
      schema: { ...meta, response: { 200: rewardSummaryResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter);
      return rewardSummary(ctx.db, auth.userId);
    },
  );

  r.get(
    '/api/points/history',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: pointHistoryQuerySchema,
        response: { 200: pointHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter);
      return pointHistory(ctx.db, auth.userId, request.query);
    },
  );
}
