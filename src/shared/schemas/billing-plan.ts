import { z } from 'zod';
import { CURRENCY_CODES } from '../constants/domain.ts';
import { idParamSchema, idSchema, lineText } from './fields.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

export const PLAN_KINDS = ['per_job', 'monthly'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** The currency every plan must be priced in: the fallback when a company's currency has no price. */
export const PLAN_FALLBACK_CURRENCY = 'USD';
/** The highest fee a plan may carry, in minor units (1,000,000.00; ¥100,000,000). */
export const PLAN_FEE_MAX_MINOR = 100_000_000;
/** The most jobs a monthly plan may keep open at once. */
export const PLAN_OPEN_JOB_LIMIT_MAX = 10_000;

/** The i18n keys of this feature's server messages (`billingPlan.errors.*`). */
export const BILLING_PLAN_MESSAGES = {
  planUnavailable: 'billingPlan.errors.planUnavailable',
  noPrice: 'billingPlan.errors.noPrice',
  companyRequired: 'billingPlan.errors.companyRequired',
  memberPays: 'billingPlan.errors.memberPays',
  codeTaken: 'billingPlan.errors.codeTaken',
  lastPerJobPlan: 'billingPlan.errors.lastPerJobPlan',
  kindInUse: 'billingPlan.errors.kindInUse',
  limitRequired: 'billingPlan.validation.limitRequired',
  fallbackPrice: 'billingPlan.validation.fallbackPrice',
  duplicateCurrency: 'billingPlan.validation.duplicateCurrency',
  code: 'billingPlan.validation.code',
  fee: 'billingPlan.validation.fee',
} as const;

const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid');

/** `?companyId=`: staff name the company; a member may name only their own. */
export const billingPlanQuerySchema = z.object({ companyId: publicIdSchema.optional() });
export type BillingPlanQuery = z.output<typeof billingPlanQuerySchema>;

const money = { feeMinor: z.number().int(), currency: z.string() };

/** A plan as a company sees it: its fee in the company's currency (or the fallback). */
export const planOfferSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PLAN_KINDS),
  nameEn: z.string(),
  nameTr: z.string(),
  openJobLimit: z.number().int().nullable(),
  active: z.boolean(),
  ...money,
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

export const billingPlanOverviewSchema = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  /** The currency the company's plans are priced in (its plan's, else its default). */
  currency: z.string(),
  current: z.object({
    planId: z.number().int(),
    kind: z.enum(PLAN_KINDS),
    ...money,
    /** Monthly plans: the end of the paid month (ISO); null for pay per job. */
    paidUntil: z.string().nullable(),
    /** Monthly plans: paid until a moment still ahead. Always false for pay per job. */
    paidUp: z.boolean(),
    /** Whether the plan covers publishing one more job now (monthly, paid, under its limit). */
    coversPublishing: z.boolean(),
  }),
  openJobs: z.number().int(),
  /** The open-job limit of the current plan; null for pay per job. */
  openJobLimit: z.number().int().nullable(),
  plans: z.array(planOfferSchema),
});
export type BillingPlanOverview = z.infer<typeof billingPlanOverviewSchema>;

export const choosePlanSchema = z.object({ planId: idSchema() });
export type ChoosePlan = z.infer<typeof choosePlanSchema>;

/** Pay per job takes effect at once; a monthly plan is paid first, at `/chrs/checkout?plan=`. */
export const choosePlanResponseSchema = z.object({
  checkoutRequired: z.boolean(),
  planId: z.number().int(),
});
export type ChoosePlanResponse = z.infer<typeof choosePlanResponseSchema>;

// --- staff: plan definitions -------------------------------------------------------------

export const planPriceSchema = z.object({
  currency: z.enum(CURRENCY_CODES, { error: 'validation.required' }),
  feeMinor: z
    .number({ error: BILLING_PLAN_MESSAGES.fee })
    .int(BILLING_PLAN_MESSAGES.fee)
    .min(0, BILLING_PLAN_MESSAGES.fee)
    .max(PLAN_FEE_MAX_MINOR, BILLING_PLAN_MESSAGES.fee),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** One schema for the staff form and the create/update calls. Fees are integer minor units. */
export const planInputSchema = z
  .object({
    code: lineText()
      .min(1, 'validation.required')
      .max(40, 'validation.tooLong')
      .regex(/^[a-z0-9_]+$/, BILLING_PLAN_MESSAGES.code),
    kind: z.enum(PLAN_KINDS, { error: 'validation.required' }),
    nameEn: lineText().min(1, 'validation.required').max(100, 'validation.tooLong'),
    nameTr: lineText().min(1, 'validation.required').max(100, 'validation.tooLong'),
    openJobLimit: z
      .number({ error: BILLING_PLAN_MESSAGES.limitRequired })
      .int(BILLING_PLAN_MESSAGES.limitRequired)
      .min(1, BILLING_PLAN_MESSAGES.limitRequired)
      .max(PLAN_OPEN_JOB_LIMIT_MAX, BILLING_PLAN_MESSAGES.limitRequired)
      .nullable()
      .default(null),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(32_767).default(0),
    prices: z.array(planPriceSchema).min(1, BILLING_PLAN_MESSAGES.fallbackPrice).max(20),
  })
  .superRefine((plan, context) => {
    if (plan.kind === 'monthly' && plan.openJobLimit === null)
      context.addIssue({
        code: 'custom',
        path: ['openJobLimit'],
        message: BILLING_PLAN_MESSAGES.limitRequired,
      });
    const currencies = plan.prices.map((price) => price.currency);
    if (new Set(currencies).size !== currencies.length)
      context.addIssue({
        code: 'custom',
        path: ['prices'],
        message: BILLING_PLAN_MESSAGES.duplicateCurrency,
      });
    if (!currencies.includes(PLAN_FALLBACK_CURRENCY))
      context.addIssue({
        code: 'custom',
        path: ['prices'],
        message: BILLING_PLAN_MESSAGES.fallbackPrice,
      });
  });
export type PlanInput = z.output<typeof planInputSchema>;

export const planParamsSchema = z.object({ id: idParamSchema() });

export const adminPlanSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PLAN_KINDS),
  nameEn: z.string(),
  nameTr: z.string(),
  openJobLimit: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  prices: z.array(z.object(money)),
  /** Companies whose current plan this is. */
  companyCount: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const PLAN_SORTS = ['sortOrder', 'code', 'name', 'kind', 'active', 'companyCount'] as const;

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const plansQuerySchema = listQuerySchema(PLAN_SORTS, 'sortOrder').extend({
  kind: z.enum(PLAN_KINDS).optional(),
  active: booleanFlag.optional(),
});
export type PlansQuery = z.output<typeof plansQuerySchema>;
export const plansExportQuerySchema = plansQuerySchema.omit({ page: true, size: true });
export const plansPageSchema = pagedResponseSchema(adminPlanSchema);
export type PlansPage = z.infer<typeof plansPageSchema>;
