import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { signUpRequestSchema } from '#shared/schemas/accounts.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { marketingChannels, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { audit } from '../../infra/audit.ts';
import { verifyBotCheck } from '../../infra/bot-check/verify-bot-check.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { assertPasswordAllowed } from './common-passwords.ts';
import { mailConfirmationCode } from './email-confirmation.ts';
import { LIMITS } from './limits.ts';
import { findUserByEmail, normaliseLinkedin } from './users-by-email.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
export type SignUpInput = z.output<typeof signUpRequestSchema>;

/** The checks every sign-up shares: bot check, rate limit, breached password, channel exists. */
export async function signUpChecks(
  ctx: Ctx,
  input: { captchaToken?: string; password: string; marketingChannelId: number; email: string },
  request: FastifyRequest,
) {
  await verifyBotCheck(ctx, input.captchaToken, 'signup', request);
  await rateLimit(ctx.db, LIMITS.signUpIp(request.ip));
  assertPasswordAllowed(input.password);
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
  if (await findUserByEmail(ctx.db, input.email))
    throw new AppError(409, 'email_taken', 'An account with this e-mail already exists');
}

export async function assertLinkedinFree(db: Queryable, linkedinPage: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.linkedinPage})`, linkedinPage.toLowerCase()));
  if (taken) throw new AppError(409, 'linkedin_taken', 'This Linkedin Profile Already Registered!');
}

/** Candidate or recruiter sign-up: the account waits for its e-mail confirmation code. */
export async function signUp(ctx: Ctx, input: SignUpInput, request: FastifyRequest) {
  await signUpChecks(ctx, input, request);
  const linkedinPage = normaliseLinkedin(input.linkedinPage);
  await assertLinkedinFree(ctx.db, linkedinPage);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        roleId: input.roleId,
        firstname: input.firstname,
        lastname: input.lastname,
        linkedinPage,
        marketingChannelId: input.marketingChannelId,
        marketingReference: input.marketingReference || null,
        language: input.language,
      })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw new AppError(409, 'email_taken', 'An account with this e-mail already exists');
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
    await mailConfirmationCode(ctx, tx, created);
    return created;
  });
}
