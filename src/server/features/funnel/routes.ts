import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { funnelQuerySchema, funnelResponseSchema } from '#shared/schemas/funnel.ts';
import type { AppContext } from '../../app-context.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import { funnelAggregates } from './queries.ts';
import { funnelScope } from './scope.ts';
import { periodDays } from './stages.ts';

const meta = { tags: ['funnel'], security: [{ bearer: [] }] };

/** /chrs/funnel: a recruiter's own funnel; per recruiter for a company's jobs (members, staff). */
export async function funnelRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/funnel',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: funnelQuerySchema,
        response: {
          200: funnelResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, ctx.db, 'funnel', 'select');
      const scope = await funnelScope(ctx.db, auth, request.query);
      const { total, rows } = await funnelAggregates(
        ctx.db,
        scope.where,
        periodDays(request.query.period),
      );
      return {
        view: scope.view,
        period: request.query.period,
        total,
        rows: scope.view === 'company' ? rows : [],
        jobs: scope.jobs,
        companies: scope.companies,
      };
    },
  );
}
