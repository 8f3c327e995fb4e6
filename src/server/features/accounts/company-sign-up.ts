import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { z } from 'zod';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { companySignUpRequestSchema } from '#shared/schemas/accounts.ts';
import type { AppContext } from '../../app-context.ts';
import { cities, companies, companyMembers, countries, industries } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { audit } from '../../infra/audit.ts';
import { createPaymentCustomer } from '../../infra/payments/customers.ts';
import { joinInvitedCompany } from '../companies/join-invited-company.ts';
import { mailConfirmationCode } from './email-confirmation.ts';
import { createAccountOrNotice, signUpChecks } from './sign-up.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
export type CompanySignUpInput = z.output<typeof companySignUpRequestSchema>;

const field = (name: string, key: string) =>
  badRequest('Please check the highlighted fields.', { fields: { [name]: key } });

/**
 * Company sign-up: the company, its owner (first member) and its payment customer, at once. An
 * address that already has an account gets the same answer and its owner a notice by e-mail.
 */
export async function companySignUp(
  ctx: Ctx,
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
  await signUpChecks(ctx, input, request);
  const [country] = await ctx.db.select().from(countries).where(eq(countries.id, input.countryId));
  if (!country) throw field('countryId', 'validation.required');
  if (!isValidPhoneNumber(input.phone)) throw field('phone', 'accounts.validation.phoneInvalid');
  const [industry] = await ctx.db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.id, input.industryId));
  if (!industry) throw field('industryId', 'validation.required');
  if (input.cityId !== undefined) {
    const [city] = await ctx.db
      .select({ countryId: cities.countryId })
      .from(cities)
      .where(eq(cities.id, input.cityId));
    if (city?.countryId !== country.id) throw field('cityId', 'validation.required');
  }
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
  const website = /^https?:\/\//i.test(input.companyWebsite)
    ? input.companyWebsite
    : `https://${input.companyWebsite}`;

  await createAccountOrNotice(
    ctx,
    {
      email: input.email,
      password: input.password,
      roleId: ROLE.company,
      firstname: input.firstName,
      lastname: input.lastName,
      mobile: input.phone,
      countryId: country.id,
      cityId: input.cityId ?? null,
      marketingChannelId: input.marketingChannelId,
      marketingReference: input.marketingReference || null,
      language: input.language,
    },
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
      await mailConfirmationCode(ctx, tx, user);
    },
  );
  return { email: input.email };
}
