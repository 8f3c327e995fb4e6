import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SendCodeRequest, VerifyCodeRequest } from '#shared/schemas/accounts.ts';
import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { CODE_RULES, LIMITS } from './limits.ts';
import { activeCode, checkCode, issueCode } from './one-time-codes.ts';
import { findUserByEmail, normaliseEmail } from './users-by-email.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
type MailUser = { id: number; email: string; firstname: string; language: string };

/** Issues a confirmation code and queues its e-mail (in the caller's transaction). */
export async function mailConfirmationCode(
  ctx: Ctx,
  tx: Queryable,
  user: MailUser,
  language?: string,
) {
  const code = await issueCode(ctx.db, tx, user.id, 'confirm_email');
  await ctx.mailer.sendTemplate(
    {
      code: 'confirm_email',
      language: language ?? user.language,
      to: user.email,
      vars: { firstname: user.firstname, code },
    },
    tx,
  );
}

/**
 * Sends a fresh code unless one went out less than a minute ago (that one is still valid).
 * Used by login for an unconfirmed account; the per-account send limit applies.
 */
export async function ensureConfirmationCodeSent(ctx: Ctx, user: MailUser) {
  const current = await activeCode(ctx.db, user.id, 'confirm_email');
  if (current && Date.now() - current.createdAt.getTime() < CODE_RULES.resendAfterMs) return;
  await rateLimit(ctx.db, LIMITS.sendCodeAccount(normaliseEmail(user.email)));
  await ctx.db.transaction((tx) => mailConfirmationCode(ctx, tx, user));
}

/** Answers the same whether or not the address has an account waiting for confirmation. */
export async function requestConfirmationCode(
  ctx: Ctx,
  input: SendCodeRequest & { email: string },
  ip: string,
) {
  await rateLimit(ctx.db, LIMITS.sendCodeIp(ip));
  await rateLimit(ctx.db, LIMITS.sendCodeAccount(normaliseEmail(input.email)));
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.emailConfirmed || !user.active) return;
  await ctx.db.transaction((tx) => mailConfirmationCode(ctx, tx, user, input.language));
}

export async function verifyEmail(
  ctx: Ctx,
  input: VerifyCodeRequest & { email: string; code: string },
  request: FastifyRequest,
) {
  await rateLimit(ctx.db, LIMITS.checkCodeIp(request.ip));
  await rateLimit(ctx.db, LIMITS.checkCodeAccount(normaliseEmail(input.email)));
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
