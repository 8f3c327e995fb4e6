import { z } from 'zod';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';
import { idParamSchema, idSchema, lineText } from './fields.ts';

/**
 * The staff lookup pages (issue 8). Six simple lookups share one shape (code, names in en and tr,
 * order, active, and a colour or a CV flag on some); job locations are countries and their cities.
 * Routes: `GET|POST /api/lookup-admin/{resource}`, `GET .../export`, `PUT|DELETE .../{id}`,
 * `POST .../{id}/active`, and for ordered lookups `POST .../{id}/move`.
 */
export const LOOKUP_ADMIN_KINDS = [
  'candidate-statuses',
  'education-levels',
  'job-types',
  'job-statuses',
  'industries',
  'salary-types',
] as const;
export type LookupAdminKind = (typeof LOOKUP_ADMIN_KINDS)[number];

/** What a lookup page shows besides names and order. */
export type LookupAdminFeatures = { color: boolean; requiresCv: boolean };
export const LOOKUP_ADMIN_FEATURES: Record<LookupAdminKind, LookupAdminFeatures> = {
  'candidate-statuses': { color: true, requiresCv: true },
  'education-levels': { color: false, requiresCv: false },
  'job-types': { color: false, requiresCv: false },
  'job-statuses': { color: true, requiresCv: false },
  industries: { color: false, requiresCv: false },
  'salary-types': { color: false, requiresCv: false },
};

/** Every list filters on the active flag: all, only active, only inactive. */
const statusFilter = z.enum(['all', 'active', 'inactive']).default('all');
export type ActiveFilter = z.infer<typeof statusFilter>;

const withoutPaging = <T extends z.ZodObject>(schema: T) => schema.omit({ page: true, size: true });

export const LOOKUP_ADMIN_SORTS = ['sortOrder', 'code', 'nameEn', 'nameTr', 'active'] as const;
export const lookupAdminQuerySchema = listQuerySchema(LOOKUP_ADMIN_SORTS, 'sortOrder').extend({
  status: statusFilter,
});
export const lookupAdminExportQuerySchema = withoutPaging(lookupAdminQuerySchema);
export type LookupAdminQuery = z.output<typeof lookupAdminQuerySchema>;

const code = z
  .string()
  .trim()
  .toLowerCase()
  .max(64)
  .regex(/^[a-z0-9_]*$/, 'Use lower-case letters, digits and _ only');
const name = lineText().min(1).max(120);
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #22c55e')
  .transform((value) => value.toLowerCase());

export const lookupAdminItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Job and candidate statuses only. */
  colorCode: z.string().nullable(),
  /** Candidate statuses only: moving an application into this stage needs a CV. */
  requiresCv: z.boolean().nullable(),
  /** The application relies on this entry by id: it cannot be deleted or deactivated. */
  system: z.boolean(),
});
export type LookupAdminItem = z.infer<typeof lookupAdminItemSchema>;
export const lookupAdminPageSchema = pagedResponseSchema(lookupAdminItemSchema);
export type LookupAdminPage = z.infer<typeof lookupAdminPageSchema>;

/** Add: the code is derived from the English name when left empty; new entries go last. */
export const lookupAdminCreateSchema = z.object({
  code: code.optional(),
  nameEn: name,
  nameTr: name,
  colorCode: color.optional(),
  requiresCv: z.boolean().optional(),
});
export type LookupAdminCreate = z.input<typeof lookupAdminCreateSchema>;

/** Edit: the code is fixed once created (other data may refer to it). */
export const lookupAdminUpdateSchema = lookupAdminCreateSchema.omit({ code: true });
export type LookupAdminUpdate = z.input<typeof lookupAdminUpdateSchema>;

export const idParamsSchema = z.object({ id: idParamSchema() });
export const setActiveSchema = z.object({ active: z.boolean() });
export const moveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type MoveDirection = z.infer<typeof moveSchema>['direction'];

// Countries -------------------------------------------------------------------------------------

export const COUNTRY_SORTS = [
  'nameEn',
  'nameTr',
  'iso2',
  'phoneCode',
  'cityCount',
  'active',
] as const;
export const countryAdminQuerySchema = listQuerySchema(COUNTRY_SORTS, 'nameEn').extend({
  status: statusFilter,
});
export const countryAdminExportQuerySchema = withoutPaging(countryAdminQuerySchema);
export type CountryAdminQuery = z.output<typeof countryAdminQuerySchema>;

export const countryAdminItemSchema = z.object({
  id: z.number().int(),
  iso2: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  phoneCode: z.string(),
  defaultCurrency: z.string().nullable(),
  active: z.boolean(),
  cityCount: z.number().int().nonnegative(),
});
export type CountryAdminItem = z.infer<typeof countryAdminItemSchema>;
export const countryAdminPageSchema = pagedResponseSchema(countryAdminItemSchema);

export const countryAdminCreateSchema = z.object({
  iso2: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Two letters, e.g. TR'),
  nameEn: name,
  nameTr: name,
  phoneCode: z
    .string()
    .trim()
    .regex(/^\+[0-9]{1,4}(-[0-9]{1,4})?$/, 'A calling code like +90'),
  defaultCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Three letters, e.g. TRY')
    .nullable(),
});
export type CountryAdminCreate = z.input<typeof countryAdminCreateSchema>;
export const countryAdminUpdateSchema = countryAdminCreateSchema;

// Cities ----------------------------------------------------------------------------------------

export const CITY_SORTS = ['name', 'active', 'id'] as const;
export const cityAdminQuerySchema = listQuerySchema(CITY_SORTS, 'name').extend({
  countryId: idParamSchema(),
  status: statusFilter,
});
export const cityAdminExportQuerySchema = withoutPaging(cityAdminQuerySchema);
export type CityAdminQuery = z.output<typeof cityAdminQuerySchema>;

export const cityAdminItemSchema = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type CityAdminItem = z.infer<typeof cityAdminItemSchema>;
export const cityAdminPageSchema = pagedResponseSchema(cityAdminItemSchema);

export const cityAdminCreateSchema = z.object({
  countryId: idSchema(),
  name,
});
export type CityAdminCreate = z.input<typeof cityAdminCreateSchema>;
export const cityAdminUpdateSchema = cityAdminCreateSchema.omit({ countryId: true });

// Currencies ------------------------------------------------------------------------------------

/**
 * The ten currencies are fixed (codes and minor units are used in stored amounts); staff set only
 * the highest reward a job may offer in each, shown on the salary-types page.
 */
export const CURRENCY_SORTS = ['sortOrder', 'code', 'nameEn', 'nameTr', 'maxReward'] as const;
export const currencyAdminQuerySchema = listQuerySchema(CURRENCY_SORTS, 'sortOrder');
export const currencyAdminExportQuerySchema = withoutPaging(currencyAdminQuerySchema);
export type CurrencyAdminQuery = z.output<typeof currencyAdminQuerySchema>;

export const currencyAdminItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  minorUnit: z.number().int(),
  /** In major units (dollars, lira); stored in minor units. */
  maxReward: z.number(),
  /** Currencies cannot be switched off; the list kit expects the flag. */
  active: z.boolean(),
});
export type CurrencyAdminItem = z.infer<typeof currencyAdminItemSchema>;
export const currencyAdminPageSchema = pagedResponseSchema(currencyAdminItemSchema);

/** Text from the form or a number; in major units, at most two decimals (none for the yen). */
export const currencyAdminUpdateSchema = z.object({
  maxReward: z.coerce
    .number()
    .positive('Enter an amount above 0')
    .max(1_000_000_000, 'Enter an amount up to 1,000,000,000')
    .multipleOf(0.01, 'Use at most two decimals'),
});
export type CurrencyAdminUpdate = z.input<typeof currencyAdminUpdateSchema>;

/** `details.reason` of a 409 from these routes; the pages translate it. */
export const LOOKUP_CONFLICTS = ['in_use', 'system_entry', 'code_taken', 'iso_taken'] as const;
export type LookupConflict = (typeof LOOKUP_CONFLICTS)[number];
