import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

export async function healthRoutes(app: AppContext['app'], { pool }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      try {
        await pool.query('SELECT 1');
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
}
