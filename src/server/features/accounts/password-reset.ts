import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { audit } from '../../infra/audit.ts';
import { verifyBotCheck } from '../../infra/bot-check/verify-bot-check.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { assertPasswordAllowed } from './common-passwords.ts';
import { LIMITS } from './limits.ts';
import { checkCode, issueCode } from './one-time-codes.ts';
import { findUserByEmail, normaliseEmail } from './users-by-email.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * Mails a reset code when the address has an account. The answer, and the limits applied before
 * the look-up, are the same either way: nobody learns which addresses are registered.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  input: { email: string; captchaToken?: string; language: 'en' | 'tr' },
  request: FastifyRequest,
) {
  await verifyBotCheck(ctx, input.captchaToken, 'reset', request);
  await rateLimit(ctx.db, LIMITS.sendCodeIp(request.ip));
  await rateLimit(ctx.db, LIMITS.sendCodeAccount(normaliseEmail(input.email)));
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || !user.active) return;
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(ctx.db, tx, user.id, 'reset_password');
    const query = new URLSearchParams({ email: user.email, code }).toString();
    await ctx.mailer.sendTemplate(
      {
        code: 'reset_password',
        language: input.language,
        to: user.email,
        vars: {
          firstname: user.firstname,
          code,
          link: `${ctx.config.publicUrl}${pathFor('resetPassword')}?${query}`,
        },
      },
      tx,
    );
    await audit(
      tx,
      { actorUserId: user.id, action: 'request_password_reset', entity: 'user', entityId: user.id },
      request,
    );
  });
}

async function limitChecks(ctx: Ctx, email: string, ip: string) {
  await rateLimit(ctx.db, LIMITS.checkCodeIp(ip));
  await rateLimit(ctx.db, LIMITS.checkCodeAccount(normaliseEmail(email)));
}

/** Step 0 with a code: checks it without using it up (a wrong one still counts). */
export async function verifyResetCode(
  ctx: Ctx,
  input: { email: string; code: string },
  ip: string,
) {
  await limitChecks(ctx, input.email, ip);
  const user = await findUserByEmail(ctx.db, input.email);
  await checkCode(ctx.db, user?.active ? user.id : undefined, 'reset_password', input.code, {
    consume: false,
  });
}

/** Sets the new password, uses the code up and ends every session of the account. */
export async function resetPassword(
  ctx: Ctx,
  input: { email: string; code: string; password: string; captchaToken?: string },
  request: FastifyRequest,
) {
  await verifyBotCheck(ctx, input.captchaToken, 'reset', request);
  await limitChecks(ctx, input.email, request.ip);
  assertPasswordAllowed(input.password);
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordHash = await hashPassword(input.password);
  await checkCode(ctx.db, user?.active ? user.id : undefined, 'reset_password', input.code, {
    consume: true,
    onValid: async (tx) => {
      if (!user) return;
      // The code arrived by e-mail, so the address is confirmed as well.
      await tx
        .update(users)
        .set({ passwordHash, emailConfirmed: true, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id);
      await audit(
        tx,
        { actorUserId: user.id, action: 'reset_password', entity: 'user', entityId: user.id },
        request,
      );
    },
  });
}
