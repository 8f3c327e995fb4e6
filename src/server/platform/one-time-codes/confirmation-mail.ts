import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { normaliseEmail } from '../users-by-email.ts';
import { CODE_LIMITS, CODE_RULES } from './code-limits.ts';
import { activeCode, issueCode } from './one-time-codes.ts';

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
 * Whether a confirmation code went out less than a minute ago: that one stays the code to type,
 * so nobody (a stranger asking for the address, a double click) can void it sooner.
 */
export async function confirmationCodeJustSent(db: Queryable, userId: number): Promise<boolean> {
  const current = await activeCode(db, userId, 'confirm_email');
  return (
    current !== undefined && Date.now() - current.createdAt.getTime() < CODE_RULES.resendAfterMs
  );
}

/**
 * Sends a fresh code unless one went out less than a minute ago (that one is still valid).
 * Used by login for an unconfirmed account; the per-account send limit applies.
 */
export async function ensureConfirmationCodeSent(ctx: Ctx, user: MailUser) {
  if (await confirmationCodeJustSent(ctx.db, user.id)) return;
  await rateLimit(ctx.db, CODE_LIMITS.sendCodeAccount(normaliseEmail(user.email)));
  await ctx.db.transaction((tx) => mailConfirmationCode(ctx, tx, user));
}
