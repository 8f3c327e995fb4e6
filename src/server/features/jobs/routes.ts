import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  jobDetailSchema,
  jobIdParamsSchema,
  jobLangQuerySchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
  similarJobsResponseSchema,
} from '#shared/schemas/jobs.ts';
import type { AppContext } from '../../app-context.ts';
import { optionalAuth } from '../../platform/auth/guards.ts';
import { getJobDetail } from './detail.ts';
import { searchJobs } from './search/search.ts';
import { similarJobs } from './similar.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/**
 * Public job marketplace: anyone may search and read open jobs; the caller (when logged in) only
 * changes the show flags, and lets staff and the posting company read their non-open jobs.
 */
export async function jobRoutes(app: AppContext['app'], { pool }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/jobs',
    {
      schema: {
        tags: ['jobs'],
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchJobs(pool, request.query, await optionalAuth(request)),
  );

  r.get(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        params: jobIdParamsSchema,
        querystring: jobLangQuerySchema,
        response: { 200: jobDetailSchema, ...errors },
      },
    },
    async (request) =>
      getJobDetail(pool, request.params.id, await optionalAuth(request), request.query.lang),
  );

  r.get(
    '/api/jobs/:id/similar',
    {
      schema: {
        tags: ['jobs'],
        params: jobIdParamsSchema,
        querystring: jobLangQuerySchema,
        response: { 200: similarJobsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await similarJobs(
        pool,
        request.params.id,
        await optionalAuth(request),
        request.query.lang,
      ),
    }),
  );
}
