import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { verifyBotCheck } from '../../infra/bot-check/verify-bot-check.ts';
import { assertStrongPassword, personalInputs } from '../../infra/password-strength.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { runDetached } from './detached-work.ts';
import { CODE_LIMITS } from '../../platform/one-time-codes/code-limits.ts';
import { checkCode, issueCode } from '../../platform/one-time-codes/one-time-codes.ts';
import { findUserByEmail, normaliseEmail } from '../../platform/users-by-email.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * Mails a reset code when the address has an account. The answer, its timing and the limits
 * applied before it are the same either way: the look-up and the mail run after the answer.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  input: { email: string; captchaToken?: string; language: 'en' | 'tr' },
  request: FastifyRequest,
) {
  await verifyBotCheck(ctx, input.captchaToken, 'reset', request);
  await rateLimit(ctx.db, CODE_LIMITS.sendCodeIp(request.ip));
  await rateLimit(ctx.db, CODE_LIMITS.sendCodeAccount(normaliseEmail(input.email)));
  runDetached(
    () => mailResetCode(ctx, input, request),
    (error) => request.log.error(error),
  );
}

async function mailResetCode(
  ctx: Ctx,
  input: { email: string; language: 'en' | 'tr' },
  request: FastifyRequest,
) {
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
  await rateLimit(ctx.db, CODE_LIMITS.checkCodeIp(ip));
  await rateLimit(ctx.db, CODE_LIMITS.checkCodeAccount(normaliseEmail(email)));
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
  // Only what the caller typed counts before the code is checked: the account's own name is
  // checked once the code has proved the caller owns the address (refusing then keeps the code).
  assertStrongPassword(input.password, personalInputs([input.email]));
  const user = await findUserByEmail(ctx.db, input.email);
  const userId = user?.active ? user.id : undefined;
  // A wrong code is refused (and counted) before the slow hash: guesses cost the server no argon2.
  // The hash is not made inside the transaction below, which holds the code's row locked.
  await checkCode(ctx.db, userId, 'reset_password', input.code, { consume: false });
  const passwordHash = await hashPassword(input.password);
  await checkCode(ctx.db, userId, 'reset_password', input.code, {
    consume: true,
    onValid: async (tx) => {
      if (!user) return;
      assertStrongPassword(
        input.password,
        personalInputs([user.firstname, user.lastname, user.email]),
      );
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
