import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { z } from 'zod';
import { ROLE } from '#shared/constants/roles.ts';
import type { companySignUpRequestSchema } from '#shared/schemas/accounts.ts';
import type { AppContext } from '../../app-context.ts';
import { cities, countries } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { signUpChecks } from './sign-up.ts';

export type CompanySignUpCtx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
export type CompanySignUpInput = z.output<typeof companySignUpRequestSchema>;

export const fieldError = (name: string, key: string) =>
  badRequest('Please check the highlighted fields.', { fields: { [name]: key } });

/**
 * The checks both company sign-ups make (a new company, or joining one by invitation): the common
 * sign-up checks, then the person's country, phone and city. Returns the country.
 */
export async function checkCompanySignUp(
  ctx: CompanySignUpCtx,
  input: CompanySignUpInput,
  request: FastifyRequest,
) {
  await signUpChecks(ctx, input, request);
  const [country] = await ctx.db.select().from(countries).where(eq(countries.id, input.countryId));
  if (!country) throw fieldError('countryId', 'validation.required');
  if (!isValidPhoneNumber(input.phone))
    throw fieldError('phone', 'accounts.validation.phoneInvalid');
  // The column takes 300 characters, as the field does: with https:// added it may not.
  if (companyWebsiteAddress(input.companyWebsite).length > COMPANY_WEBSITE_MAX_LENGTH)
    throw fieldError('companyWebsite', 'validation.tooLong');
  if (input.cityId !== undefined) {
    const [city] = await ctx.db
      .select({ countryId: cities.countryId })
      .from(cities)
      .where(eq(cities.id, input.cityId));
    if (city?.countryId !== country.id) throw fieldError('cityId', 'validation.required');
  }
  return country;
}

const COMPANY_WEBSITE_MAX_LENGTH = 300;

/** The company's website as stored: https:// added when the address has no scheme. */
export const companyWebsiteAddress = (website: string) =>
  /^https?:\/\//i.test(website) ? website : `https://${website}`;

/**
 * The user row of a company sign-up (the new company's owner, or a member joining by invitation),
 * without the password: the caller adds it, hashed or not.
 */
export function companyUserValues(input: CompanySignUpInput, countryId: number) {
  return {
    email: input.email,
    roleId: ROLE.company,
    firstname: input.firstName,
    lastname: input.lastName,
    mobile: input.phone,
    countryId,
    cityId: input.cityId ?? null,
    marketingChannelId: input.marketingChannelId,
    marketingReference: input.marketingReference || null,
    language: input.language,
  };
}
