import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { companies, companyMembers, industries } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { createPaymentCustomer } from '../../infra/payments/customers.ts';
import { audit } from '../../platform/audit.ts';
import { recordConsents, signUpAnswers } from '../../platform/consents/legal-versions.ts';
import {
  checkCompanySignUp,
  companyUserValues,
  companyWebsiteAddress,
  fieldError,
  type CompanySignUpCtx,
  type CompanySignUpInput,
} from './company-sign-up-checks.ts';
import { mailConfirmationCode } from '../../platform/one-time-codes/confirmation-mail.ts';
import { joinInvitedCompany } from './join-invited-company.ts';
import { createAccountOrNotice } from './sign-up.ts';

/**
 * Company sign-up: the company, its owner (first member) and its payment customer, at once. An
 * address that already has an account gets the same answer and its owner a notice by e-mail.
 */
export async function companySignUp(
  ctx: CompanySignUpCtx,
  input: CompanySignUpInput,
  request: FastifyRequest,
): Promise<{ email: string; companyId?: string; customerId?: string }> {
  if (input.inviteToken) {
    // The invitation is bound to its address, so this answer tells nothing to a stranger.
    const joined = await joinInvitedCompany(
      ctx,
      { ...input, inviteToken: input.inviteToken },
      request,
    );
    return {
      email: joined.user.email,
      companyId: joined.company.publicId,
      customerId: joined.customerId,
    };
  }
  const country = await checkCompanySignUp(ctx, input, request);
  const [industry] = await ctx.db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.id, input.industryId));
  if (!industry) throw fieldError('industryId', 'validation.required');
  const [sameName] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.name})`, input.companyName.toLowerCase()));
  if (sameName)
    throw new AppError(409, 'company_taken', 'A company with this name is already registered');

  const customerId = await createPaymentCustomer(ctx.config, {
    name: input.companyName,
    email: input.email,
  });
  const currency = (CURRENCY_CODES as readonly string[]).includes(country.defaultCurrency ?? '')
    ? (country.defaultCurrency as string)
    : 'USD';
  const website = companyWebsiteAddress(input.companyWebsite);

  await createAccountOrNotice(
    ctx,
    { ...companyUserValues(input, country.id), password: input.password },
    request,
    async (tx, user) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName,
          website,
          industryId: input.industryId,
          countryId: country.id,
          cityId: input.cityId ?? null,
          defaultCurrency: currency,
          paymentCustomerId: customerId,
        })
        .onConflictDoNothing()
        .returning();
      if (!company)
        throw new AppError(409, 'company_taken', 'A company with this name is already registered');
      await tx
        .insert(companyMembers)
        .values({ companyId: company.id, userId: user.id, isOwner: true });
      await audit(
        tx,
        {
          actorUserId: user.id,
          action: 'sign_up',
          entity: 'user',
          entityId: user.id,
          data: { roleId: ROLE.company },
        },
        request,
      );
      await audit(
        tx,
        {
          actorUserId: user.id,
          action: 'create',
          entity: 'company',
          entityId: company.id,
          data: { customerId },
        },
        request,
      );
      await recordConsents(tx, user.id, signUpAnswers(input), 'sign_up');
      await mailConfirmationCode(ctx, tx, user);
    },
  );
  return { email: input.email };
}
