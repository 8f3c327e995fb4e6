import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  botCheckChallengeQuerySchema,
  botCheckChallengeResponseSchema,
} from '#shared/schemas/bot-check.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { createAltchaChallenge, STRICT_KEY_PREFIX } from '../../infra/bot-check/altcha.ts';
import { botCheckSecret } from '../../infra/bot-check/verify-bot-check.ts';

export async function botCheckRoutes(app: AppContext['app'], ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bot-check/challenge',
    {
      schema: {
        tags: ['bot check'],
        querystring: botCheckChallengeQuerySchema,
        response: { 200: botCheckChallengeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { siteKey, secret } = ctx.config.recaptcha;
      if (secret && siteKey) return { provider: 'recaptcha' as const, siteKey };
      const { action } = request.query;
      const challenge = await createAltchaChallenge(
        await botCheckSecret(ctx),
        action,
        action === 'login-strict' ? STRICT_KEY_PREFIX : undefined,
      );
      return { provider: 'altcha' as const, challenge };
    },
  );
}
