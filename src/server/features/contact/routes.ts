import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import { contactRequestSchema } from '#shared/schemas/contact.ts';
import type { AppContext } from '../../app-context.ts';
import { verifyBotCheck } from '../../infra/bot-check/verify-bot-check.ts';
import { addressKey } from '../../infra/address-key.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { optionalAuth } from '../../platform/auth/guards.ts';
import { submitContactMessage } from './service.ts';

/** Per IP: enough for a person correcting a message, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 3600 };

export async function contactRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactRequestSchema,
        response: {
          200: okResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { botToken, language: _language, ...message } = request.body;
      await rateLimit(ctx.db, {
        key: `contact:ip:${addressKey(request.ip)}`,
        ...CONTACT_RATE_LIMIT,
      });
      await verifyBotCheck(ctx, botToken, 'contact', request);
      const auth = await optionalAuth(request);
      await submitContactMessage(ctx, message, auth?.userId ?? null, request);
      return { ok: true as const };
    },
  );
}
