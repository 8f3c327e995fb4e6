import type { FastifyRequest } from 'fastify';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type { CompanySignUpInput } from '../accounts/company-sign-up.ts';
import { mailConfirmationCode } from '../accounts/email-confirmation.ts';
import { signUpChecks } from '../accounts/sign-up.ts';
import type { AppContext } from '../../app-context.ts';
import { cities, countries, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { audit } from '../../infra/audit.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { consumeInvitation, invitationInvalid, validInvitation } from './members.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

const field = (name: string, key: string) =>
  badRequest('Please check the highlighted fields.', { fields: { [name]: key } });

/**
 * Company sign-up with an invitation token: the new user joins the inviting company instead of
 * creating one. The e-mail must be the invited address; the company fields of the form are
 * ignored; the token is used up in the same transaction as the account.
 */
export async function joinInvitedCompany(
  ctx: Ctx,
  input: CompanySignUpInput & { inviteToken: string },
  request: FastifyRequest,
) {
  const invitation = await validInvitation(ctx.db, input.inviteToken);
  if (!invitation) throw invitationInvalid();
  if (invitation.invitation.email.toLowerCase() !== input.email.toLowerCase())
    throw field('email', 'companies.invitation.emailMismatch');
  await signUpChecks(ctx, input, request);
  const [country] = await ctx.db.select().from(countries).where(eq(countries.id, input.countryId));
  if (!country) throw field('countryId', 'validation.required');
  if (!isValidPhoneNumber(input.phone)) throw field('phone', 'accounts.validation.phoneInvalid');
  if (input.cityId !== undefined) {
    const [city] = await ctx.db
      .select({ countryId: cities.countryId })
      .from(cities)
      .where(eq(cities.id, input.cityId));
    if (city?.countryId !== country.id) throw field('cityId', 'validation.required');
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        roleId: ROLE.company,
        firstname: input.firstName,
        lastname: input.lastName,
        mobile: input.phone,
        countryId: country.id,
        cityId: input.cityId ?? null,
        marketingChannelId: input.marketingChannelId,
        marketingReference: input.marketingReference || null,
        language: input.language,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new AppError(409, 'email_taken', 'An account with this e-mail already exists');
    const company = await consumeInvitation(tx, input.inviteToken, input.email, user.id);
    await audit(
      tx,
      {
        actorUserId: user.id,
        action: 'sign_up',
        entity: 'user',
        entityId: user.id,
        data: { roleId: ROLE.company, invitedTo: company.id },
      },
      request,
    );
    await audit(
      tx,
      {
        actorUserId: user.id,
        action: 'company.invitation_accepted',
        entity: 'company',
        entityId: company.id,
        data: { userId: user.id },
      },
      request,
    );
    await mailConfirmationCode(ctx, tx, user);
    return { user, company, customerId: company.paymentCustomerId ?? '' };
  });
}
