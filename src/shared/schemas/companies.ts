import { z } from 'zod';
import { COMPANY_SIZES, CURRENCY_CODES } from '#shared/constants/domain.ts';
import { emailSchema } from './auth.ts';
import { idParamSchema, idSchema, lineText, multiLineText } from './fields.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

/** Columns the staff company list sorts on (mapped through a whitelist on the server). */
export const COMPANY_SORTS = [
  'name',
  'industry',
  'country',
  'active',
  'memberCount',
  'openJobCount',
  'createdAt',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

const listFilters = {
  /** Language of the industry and country names. */
  lang: z.enum(['en', 'tr']).default('en'),
  active: booleanFlag.optional(),
  industryId: idParamSchema().optional(),
  countryId: idParamSchema().optional(),
};

export const companiesQuerySchema = listQuerySchema(COMPANY_SORTS, 'name').extend(listFilters);
/** The parsed query (the client sends these values; booleans go as 'true'/'false'). */
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

/** The CSV export takes the list's filters and sort, without paging. */
export const companiesExportQuerySchema = companiesQuerySchema.omit({ page: true, size: true });

export const companyListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  industryId: z.number().nullable(),
  industryName: z.string().nullable(),
  countryId: z.number().nullable(),
  countryName: z.string().nullable(),
  cityName: z.string().nullable(),
  website: z.string().nullable(),
  active: z.boolean(),
  memberCount: z.number().int(),
  openJobCount: z.number().int(),
  logoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;
export const companiesResponseSchema = pagedResponseSchema(companyListItemSchema);
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;

/** http(s) address; a bare host gets https:// added on the server. */
export const websiteSchema = lineText()
  .max(300, 'validation.tooLong')
  .regex(
    /^(https?:\/\/)?([\p{L}\d-]+\.)+[\p{L}]{2,}(:\d{1,5})?(\/\S*)?$/u,
    'companies.validation.websiteInvalid',
  );

const optionalId = idSchema().nullable();
/** Rich text (sanitised on the server); about 20 000 characters of HTML at most. */
const descriptionSchema = multiLineText().max(20_000, 'validation.tooLong');

/** What staff edit on a company (create and edit). */
export const companyInputSchema = z.object({
  name: lineText({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
  website: z.union([z.literal(''), websiteSchema]).nullable(),
  industryId: optionalId,
  countryId: optionalId,
  cityId: optionalId,
  companySize: z.enum(COMPANY_SIZES).nullable(),
  defaultCurrency: z.enum(CURRENCY_CODES, { error: 'validation.required' }),
  description: descriptionSchema.nullable(),
  active: z.boolean(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

/** What a company member edits on their own company's profile. */
export const companyProfileInputSchema = companyInputSchema.pick({
  website: true,
  industryId: true,
  description: true,
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

export const companyMemberSchema = z.object({
  userId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  isOwner: z.boolean(),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  industryId: z.number().nullable(),
  countryId: z.number().nullable(),
  cityId: z.number().nullable(),
  companySize: z.enum(COMPANY_SIZES).nullable(),
  defaultCurrency: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  logoUrl: z.string().nullable(),
  paymentCustomerId: z.string().nullable(),
  members: z.array(companyMemberSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
export const memberParamsSchema = z.object({ userId: z.string().regex(/^[0-9a-f]{32}$/) });

/** A payment provider's customer id: Stripe's `cus_…`, or the built-in checkout's `cus_test_…`. */
export const PAYMENT_CUSTOMER_ID = /^cus_[A-Za-z0-9_]{1,96}$/;
/** Staff set or replace a company's payment customer (the spec's CreateCustomersCompanyId). */
export const paymentCustomerInputSchema = z.object({
  customerId: z.string().regex(PAYMENT_CUSTOMER_ID, 'companies.validation.customerId'),
});
export type PaymentCustomerInput = z.infer<typeof paymentCustomerInputSchema>;

export const inviteMemberSchema = z.object({ email: emailSchema });
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;
/** `added`: an existing company account joined at once; `invited`: an invitation was e-mailed. */
export const inviteMemberResponseSchema = z.object({
  result: z.enum(['added', 'invited']),
  members: z.array(companyMemberSchema),
});
export type InviteMemberResponse = z.infer<typeof inviteMemberResponseSchema>;

export const membersResponseSchema = z.object({ members: z.array(companyMemberSchema) });

/** Invitation tokens are 43 base64url characters (32 random bytes). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const invitationParamsSchema = z.object({ token: invitationTokenSchema });
/** What the company sign-up page shows for a valid invitation. */
export const invitationResponseSchema = z.object({
  email: z.string(),
  companyName: z.string(),
  website: z.string().nullable(),
  industryId: z.number().nullable(),
  countryId: z.number().nullable(),
  cityId: z.number().nullable(),
});
export type InvitationInfo = z.infer<typeof invitationResponseSchema>;

/** Invitations are valid this long. */
export const INVITATION_TTL_DAYS = 7;
