import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { signUpRequestSchema } from '#shared/schemas/accounts.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { marketingChannels, users } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { recordConsents, signUpAnswers } from '../../platform/consents/legal-versions.ts';
import { verifyBotCheck } from '../../infra/bot-check/verify-bot-check.ts';
import { assertStrongPassword, personalInputs } from '../../infra/password-strength.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { mailConfirmationCode } from '../../platform/one-time-codes/confirmation-mail.ts';
import { noticeExistingAccount } from './existing-account-notice.ts';
import { LIMITS } from './limits.ts';
import {
  assertLinkedinFree,
  findUserByEmail,
  normaliseLinkedin,
} from '../../platform/users-by-email.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
export type SignUpInput = z.output<typeof signUpRequestSchema>;
type NewUser = typeof users.$inferInsert;
type ChecksInput = {
  captchaToken?: string;
  password: string;
  marketingChannelId: number;
  email: string;
  firstname?: string;
  lastname?: string;
  firstName?: string;
  lastName?: string;
};

/**
 * The checks every sign-up shares: bot check, rate limit, password strength (the person's name
 * and e-mail count against it), channel exists. Whether the address is taken is not among them:
 * see `createAccountOrNotice`.
 */
export async function signUpChecks(ctx: Ctx, input: ChecksInput, request: FastifyRequest) {
  await verifyBotCheck(ctx, input.captchaToken, 'signup', request);
  await rateLimit(ctx.db, LIMITS.signUpIp(request.ip));
  assertStrongPassword(
    input.password,
    personalInputs([
      input.firstname ?? input.firstName,
      input.lastname ?? input.lastName,
      input.email,
    ]),
  );
  const [channel] = await ctx.db
    .select({ id: marketingChannels.id })
    .from(marketingChannels)
    .where(
      and(eq(marketingChannels.id, input.marketingChannelId), eq(marketingChannels.active, true)),
    );
  if (!channel)
    throw badRequest('Unknown marketing channel', {
      fields: { marketingChannelId: 'validation.required' },
    });
}

/**
 * Creates the account, or, when the address already has one (found now or by the unique index
 * in a race), mails its owner instead: the caller answers the same either way, after the same
 * password hashing, so the answer tells nobody which addresses are registered.
 * `created` runs in the account's transaction (confirmation code, audit, company rows).
 */
export async function createAccountOrNotice<T>(
  ctx: Ctx,
  values: Omit<NewUser, 'passwordHash'> & { password: string },
  request: FastifyRequest,
  created: (tx: Queryable, user: typeof users.$inferSelect) => Promise<T>,
): Promise<{ created: T } | { existing: true }> {
  const { password, ...rest } = values;
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(ctx.db, values.email);
  return ctx.db.transaction(async (tx) => {
    const [user] = existing
      ? []
      : await tx
          .insert(users)
          .values({ ...rest, passwordHash })
          .onConflictDoNothing()
          .returning();
    if (user) return { created: await created(tx, user) };
    const owner = existing ?? (await findUserByEmail(tx, values.email));
    if (owner) await noticeExistingAccount(ctx, tx, owner, request);
    return { existing: true as const };
  });
}

/** Candidate or recruiter sign-up: the account waits for its e-mail confirmation code. */
export async function signUp(ctx: Ctx, input: SignUpInput, request: FastifyRequest) {
  await signUpChecks(ctx, input, request);
  const linkedinPage = normaliseLinkedin(input.linkedinPage);
  await assertLinkedinFree(ctx.db, linkedinPage);
  await createAccountOrNotice(
    ctx,
    {
      email: input.email,
      password: input.password,
      roleId: input.roleId,
      firstname: input.firstname,
      lastname: input.lastname,
      linkedinPage,
      marketingChannelId: input.marketingChannelId,
      marketingReference: input.marketingReference || null,
      language: input.language,
    },
    request,
    async (tx, created) => {
      await audit(
        tx,
        {
          actorUserId: created.id,
          action: 'sign_up',
          entity: 'user',
          entityId: created.id,
          data: { roleId: input.roleId },
        },
        request,
      );
      await recordConsents(tx, created.id, signUpAnswers(input), 'sign_up');
      await mailConfirmationCode(ctx, tx, created);
    },
  );
  return { email: input.email };
}
