import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { companyInputSchema, companyProfileInputSchema } from '#shared/schemas/companies.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { cities, companies, countries, industries, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { createPaymentCustomer } from '../../infra/payments/customers.ts';
import { sanitizePostedRichText } from '../../infra/sanitize-html.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { IMAGE_TYPES } from '../../platform/files/detect-type.ts';
import { replacePublicFile } from '../../platform/files/replace-public-file.ts';
import type { CompanyRow } from './queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'storage'>;
export type CompanyInput = z.output<typeof companyInputSchema>;
export type CompanyProfileInput = z.output<typeof companyProfileInputSchema>;

/** Logos are images of at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const field = (name: string, key: string) =>
  badRequest('Please check the highlighted fields.', { fields: { [name]: key } });

export const nameTaken = () =>
  new AppError(409, 'company_taken', 'A company with this name is already registered', {
    fields: { name: 'companies.validation.nameTaken' },
  });

/** The width of `companies.website`. */
const WEBSITE_MAX_LENGTH = 300;

/**
 * `example.com` is stored as `https://example.com`; empty means none. The form's 300 characters
 * hold before the scheme is added, so the stored address is measured again: a bare host of 293
 * characters or more is refused on its field instead of overflowing the column (a generic 400).
 */
export function normaliseWebsite(website: string | null | undefined): string | null {
  if (!website) return null;
  const address = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  if (address.length > WEBSITE_MAX_LENGTH) throw field('website', 'validation.tooLong');
  return address;
}

/** Empty rich text (an editor's `<p><br></p>`) is stored as null. */
export function cleanDescription(html: string | null | undefined): string | null {
  const clean = sanitizePostedRichText(html ?? '');
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}

export async function assertIndustry(db: Queryable, industryId: number | null) {
  if (industryId === null) return;
  const [row] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.id, industryId));
  if (!row) throw field('industryId', 'validation.required');
}

async function assertPlace(db: Queryable, countryId: number | null, cityId: number | null) {
  if (countryId === null) {
    if (cityId !== null) throw field('countryId', 'validation.required');
    return null;
  }
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!country) throw field('countryId', 'validation.required');
  if (cityId !== null) {
    const [city] = await db
      .select({ countryId: cities.countryId })
      .from(cities)
      .where(eq(cities.id, cityId));
    if (city?.countryId !== countryId) throw field('cityId', 'validation.required');
  }
  return country;
}

async function assertNameFree(db: Queryable, name: string, exceptId?: number) {
  const sameName = eq(sql`lower(${companies.name})`, name.toLowerCase());
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(exceptId === undefined ? sameName : and(sameName, ne(companies.id, exceptId)));
  if (taken) throw nameTaken();
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Staff create a company; its payment customer is created first, the same way company sign-up
 * does (a test-mode id without a payment provider).
 */
export async function createCompany(
  ctx: Ctx,
  auth: AuthContext,
  input: CompanyInput,
  request: FastifyRequest,
): Promise<CompanyRow> {
  const website = normaliseWebsite(input.website);
  await assertIndustry(ctx.db, input.industryId);
  await assertPlace(ctx.db, input.countryId, input.cityId);
  await assertNameFree(ctx.db, input.name);
  const [actor] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, auth.userId));
  const customerId = await createPaymentCustomer(ctx.config, {
    name: input.name,
    email: actor?.email ?? '',
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.name,
          website,
          industryId: input.industryId,
          countryId: input.countryId,
          cityId: input.cityId,
          companySize: input.companySize,
          defaultCurrency: input.defaultCurrency,
          description: cleanDescription(input.description),
          active: input.active,
          paymentCustomerId: customerId,
        })
        .returning();
      if (!company) throw new Error('company not inserted');
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'create',
          entity: 'company',
          entityId: company.id,
          data: { name: company.name, customerId },
        },
        request,
      );
      return company;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Staff edit every field of a company. */
export async function updateCompany(
  ctx: Ctx,
  auth: AuthContext,
  company: CompanyRow,
  input: CompanyInput,
  request: FastifyRequest,
) {
  const website = normaliseWebsite(input.website);
  await assertIndustry(ctx.db, input.industryId);
  await assertPlace(ctx.db, input.countryId, input.cityId);
  await assertNameFree(ctx.db, input.name, company.id);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({
          name: input.name,
          website,
          industryId: input.industryId,
          countryId: input.countryId,
          cityId: input.cityId,
          companySize: input.companySize,
          defaultCurrency: input.defaultCurrency,
          description: cleanDescription(input.description),
          active: input.active,
          updatedAt: new Date(),
        })
        .where(eq(companies.id, company.id));
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'update',
          entity: 'company',
          entityId: company.id,
          data: { name: input.name, active: input.active },
        },
        request,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** A member edits their company's public profile: website, industry, description. */
export async function updateCompanyProfile(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  input: CompanyProfileInput,
  request: FastifyRequest,
) {
  const website = normaliseWebsite(input.website);
  await assertIndustry(ctx.db, input.industryId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        website,
        industryId: input.industryId,
        description: cleanDescription(input.description),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, companyId));
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'company.profile_updated',
        entity: 'company',
        entityId: companyId,
      },
      request,
    );
  });
}

/** Stores the uploaded logo (PNG, JPEG or WebP, at most 2 MB) and makes it the company's. */
export async function replaceLogo(
  ctx: Ctx,
  auth: AuthContext,
  companyId: number,
  request: FastifyRequest,
) {
  const options = {
    allowed: IMAGE_TYPES,
    maxBytes: LOGO_MAX_BYTES,
    typeMessage: 'companies.logo.typeInvalid',
    missingMessage: 'Please choose an image',
  };
  await replacePublicFile(ctx, request, options, {
    meta: { fileTypeId: FILE_TYPE.logo, ownerUserId: auth.userId, companyId, isDefault: true },
    swap: async (tx, file) => {
      const [before] = await tx
        .select({ fileId: companies.logoFileId })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('no key update');
      await tx
        .update(companies)
        .set({ logoFileId: file.id, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
      return before?.fileId;
    },
    audit: {
      actorUserId: auth.userId,
      action: 'company.logo_uploaded',
      entity: 'company',
      entityId: companyId,
    },
  });
}
