import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { DATABASE_RETRY_AFTER_SECONDS, HEALTH_TIMEOUT_MS } from '../../db/database-errors.ts';
import { sharedReads } from '../../db/shared-reads.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

/** SELECT 1, or false once the bound passes (a stopped server never answers). */
async function databaseAnswers(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // query_timeout (pg reads it per query; its types omit it) frees the connection of a probe
  // that got no answer.
  const select: pg.QueryConfig & { query_timeout: number } = {
    text: 'SELECT 1',
    query_timeout: timeoutMs,
  };
  const probe = pool.query(select).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(
  app: AppContext['app'],
  { pool }: AppContext,
  timeoutMs = HEALTH_TIMEOUT_MS,
) {
  // A load balancer's or a busy monitor's concurrent checks share one probe.
  const probe = sharedReads<boolean>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      if (await probe('database', () => databaseAnswers(pool, timeoutMs)))
        return { status: 'ok' as const, database: 'ok' as const };
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: 'unavailable' });
    },
  );
}
