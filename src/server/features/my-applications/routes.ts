import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { myApplicationsResponseSchema } from '#shared/schemas/my-applications.ts';
import type { AppContext } from '../../app-context.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import { myApplications } from './queries.ts';

const meta = { tags: ['my-applications'], security: [{ bearer: [] }] };

/** /chrs/my-applications: a candidate's applications and referrals, with their status history. */
export async function myApplicationsRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/my-applications',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        response: {
          200: myApplicationsResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, ctx.db, 'myApplications', 'select');
      return myApplications(ctx.db, auth.userId);
    },
  );
}
