import type { FastifyRequest } from 'fastify';
import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { LIMITS } from './limits.ts';
import { normaliseEmail } from '../../platform/users-by-email.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * A sign-up with an address that already has an account answers exactly like a new one; the
 * owner learns of it by e-mail instead, in the owner's language. A few notices an hour at most,
 * so nobody can flood an inbox through the sign-up form (past that the attempt is only audited).
 */
export async function noticeExistingAccount(
  ctx: Ctx,
  tx: Queryable,
  owner: typeof users.$inferSelect,
  request: FastifyRequest,
) {
  const quota = await rateLimit(ctx.db, LIMITS.signUpNotice(normaliseEmail(owner.email))).then(
    () => true,
    () => false,
  );
  await audit(
    tx,
    {
      actorUserId: null,
      action: 'sign_up_existing_email',
      entity: 'user',
      entityId: owner.id,
      data: { quota },
    },
    request,
  );
  if (!quota) return;
  const url = ctx.config.publicUrl;
  await ctx.mailer.sendTemplate(
    {
      code: 'sign_up_existing',
      language: owner.language,
      to: owner.email,
      vars: {
        firstname: owner.firstname,
        loginLink: `${url}${pathFor('login')}`,
        resetLink: `${url}${pathFor('resetPassword')}`,
      },
    },
    tx,
  );
}
