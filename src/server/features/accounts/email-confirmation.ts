import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SendCodeRequest, VerifyCodeRequest } from '#shared/schemas/accounts.ts';
import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { CODE_LIMITS } from '../../platform/one-time-codes/code-limits.ts';
import {
  confirmationCodeJustSent,
  mailConfirmationCode,
} from '../../platform/one-time-codes/confirmation-mail.ts';
import { checkCode } from '../../platform/one-time-codes/one-time-codes.ts';
import { findUserByEmail, normaliseEmail } from '../../platform/users-by-email.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** Answers the same whether or not the address has an account waiting for confirmation. */
export async function requestConfirmationCode(
  ctx: Ctx,
  input: SendCodeRequest & { email: string },
  ip: string,
) {
  await rateLimit(ctx.db, CODE_LIMITS.sendCodeIp(ip));
  await rateLimit(ctx.db, CODE_LIMITS.sendCodeAccount(normaliseEmail(input.email)));
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.emailConfirmed || !user.active) return;
  if (await confirmationCodeJustSent(ctx.db, user.id)) return;
  await ctx.db.transaction((tx) => mailConfirmationCode(ctx, tx, user, input.language));
}

export async function verifyEmail(
  ctx: Ctx,
  input: VerifyCodeRequest & { email: string; code: string },
  request: FastifyRequest,
) {
  await rateLimit(ctx.db, CODE_LIMITS.checkCodeIp(request.ip));
  await rateLimit(ctx.db, CODE_LIMITS.checkCodeAccount(normaliseEmail(input.email)));
  const user = await findUserByEmail(ctx.db, input.email);
  await checkCode(ctx.db, user?.id, 'confirm_email', input.code, {
    consume: true,
    onValid: async (tx) => {
      if (!user) return;
      await tx
        .update(users)
        .set({ emailConfirmed: true, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await audit(
        tx,
        { actorUserId: user.id, action: 'confirm_email', entity: 'user', entityId: user.id },
        request,
      );
      await ctx.mailer.sendTemplate(
        {
          code: 'welcome',
          language: user.language,
          to: user.email,
          vars: { firstname: user.firstname, link: `${ctx.config.publicUrl}${pathFor('jobs')}` },
        },
        tx,
      );
    },
  });
}
