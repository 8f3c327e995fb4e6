import type { FastifyRequest } from 'fastify';
import type { BotCheckAction } from '#shared/schemas/bot-check.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { sharedSecret } from '../secrets.ts';
import { verifyAltchaToken } from './altcha.ts';
import { verifyRecaptchaToken } from './recaptcha.ts';

export const botCheckSecret = (ctx: Pick<AppContext, 'db'>) => sharedSecret(ctx.db, 'bot-check');

/** Refuses the request unless it carries a valid bot-check token for this action. */
export async function verifyBotCheck(
  ctx: Pick<AppContext, 'db' | 'config'>,
  token: string | undefined | null,
  action: BotCheckAction,
  request?: FastifyRequest,
): Promise<void> {
  const ok =
    typeof token === 'string' &&
    token.length > 0 &&
    token.length <= 8192 &&
    (ctx.config.recaptcha.secret
      ? await verifyRecaptchaToken(ctx.config.recaptcha.secret, token, action, request?.ip)
      : await verifyAltchaToken(ctx.db, await botCheckSecret(ctx), token, action));
  if (!ok) throw new AppError(400, 'bot_check_failed', 'Please verify that you are not a robot');
}
