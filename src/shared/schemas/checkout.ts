import { z } from 'zod';
import { idParamSchema, idSchema, lineText } from './fields.ts';

/** Checkout: posting fees, monthly plans and invoices paid through Stripe or the test checkout. */

const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'invalid_id');

/** A provider's session id: Stripe's `cs_…`, or the test checkout's unguessable token. */
export const sessionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid_id');

/**
 * `payments.status_id`; 1 is the spec's paid. 4: the money arrived for an invoice that was no longer waiting for it
 * (paid another way or credited meanwhile): it is held for a refund, never applied twice.
 */
export const PAYMENT_STATUS = {
  pending: 0,
  paid: 1,
  failed: 2,
  refunded: 3,
  unapplied: 4,
} as const;

/** A payment whose money has arrived (paid, refunded since, or held unapplied): never taken again. */
export const moneyReceived = (statusId: number): boolean =>
  statusId === PAYMENT_STATUS.paid ||
  statusId === PAYMENT_STATUS.refunded ||
  statusId === PAYMENT_STATUS.unapplied;

export const PAYMENT_KINDS = ['job_posting', 'plan', 'invoice'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const checkoutTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), jobId: publicIdSchema }),
  z.object({
    kind: z.literal('plan'),
    planId: idSchema(),
    /** Staff buying for a company; members buy for their own. */
    companyId: publicIdSchema.optional(),
  }),
  z.object({ kind: z.literal('invoice'), invoiceId: publicIdSchema }),
]);
export type CheckoutTarget = z.infer<typeof checkoutTargetSchema>;

/** `?jobId=` or `?planId=` (with `companyId` for staff) or `?invoiceId=`: exactly one. */
export const quoteQuerySchema = z
  .object({
    jobId: publicIdSchema.optional(),
    planId: idParamSchema().optional(),
    invoiceId: publicIdSchema.optional(),
    companyId: publicIdSchema.optional(),
  })
  .refine(
    (query) =>
      [query.jobId, query.planId, query.invoiceId].filter((value) => value !== undefined).length ===
      1,
    { message: 'Name exactly one of jobId, planId and invoiceId', path: ['jobId'] },
  );
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

/** Why a quote cannot be paid now; the client shows each in its own words. */
export const CHECKOUT_BLOCKS = [
  'billing_incomplete',
  'already_paid',
  'covered_by_plan',
  'not_payable',
  'payments_unavailable',
] as const;
export type CheckoutBlock = (typeof CHECKOUT_BLOCKS)[number];

export const quoteTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('job'),
    jobId: z.string(),
    title: z.string(),
    referenceCode: z.string(),
    statusId: z.number().int(),
  }),
  z.object({
    kind: z.literal('plan'),
    planId: z.number().int(),
    nameEn: z.string(),
    nameTr: z.string(),
    openJobLimit: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal('invoice'),
    invoiceId: z.string(),
    number: z.string(),
  }),
]);
export type QuoteTarget = z.infer<typeof quoteTargetSchema>;

export const billingDetailsSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  postCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  taxNumber: z.string().nullable(),
  isVatRegistered: z.boolean(),
  complete: z.boolean(),
});

export const quoteResponseSchema = z.object({
  target: quoteTargetSchema,
  company: z.object({ id: z.string(), name: z.string() }),
  currency: z.string(),
  netMinor: z.number().int(),
  vatRateBp: z.number().int(),
  vatMinor: z.number().int(),
  reverseCharge: z.boolean(),
  totalMinor: z.number().int(),
  billing: billingDetailsSchema,
  /** null when the quote can be paid now. */
  blocked: z.enum(CHECKOUT_BLOCKS).nullable(),
  provider: z.enum(['stripe', 'test', 'none']),
});
export type Quote = z.infer<typeof quoteResponseSchema>;

export const createSessionSchema = z.object({
  target: checkoutTargetSchema,
  /** The spec's NewJob: company members and recruiters made responsible when the job opens. */
  companyResponsibleIds: z.array(publicIdSchema).max(50).optional(),
  crowdResponsibleIds: z.array(publicIdSchema).max(200).optional(),
  /** The language of the provider's payment page and its line names. */
  locale: z.enum(['en', 'tr']).default('en'),
});
export type CreateSessionInput = z.output<typeof createSessionSchema>;

export const createSessionResponseSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
  paymentId: z.string(),
});

export const paymentSuccessSchema = z.object({ sessionId: sessionIdSchema });

/**
 * The spec's paymentSuccess answer: status 0 when the payment is confirmed; otherwise a message
 * the page shows as a toast (1 still processing, 2 not paid).
 */
export const paymentSuccessResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  paymentStatusId: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  job: z
    .object({ id: z.string(), referenceCode: z.string(), statusId: z.number().int() })
    .nullable(),
});
export type PaymentSuccessResponse = z.infer<typeof paymentSuccessResponseSchema>;

export const testSessionParamsSchema = z.object({ sessionId: sessionIdSchema });

export const testSessionResponseSchema = z.object({
  sessionId: z.string(),
  state: z.enum(['open', 'paid', 'failed']),
  companyName: z.string(),
  description: z.string(),
  currency: z.string(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type TestSession = z.infer<typeof testSessionResponseSchema>;

/** The test cards of the built-in checkout (Stripe's own test numbers). */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const CARD_MESSAGES = {
  number: 'checkout.card.errors.number',
  expiry: 'checkout.card.errors.expiry',
  cvc: 'checkout.card.errors.cvc',
  name: 'checkout.card.errors.name',
} as const;

/** MM/YY of a month that has not ended yet. */
export function isFutureExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

export const testCardSchema = z.object({
  number: z
    .string({ error: CARD_MESSAGES.number })
    .max(40, CARD_MESSAGES.number)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(
      (value) => value === TEST_CARDS.success || value === TEST_CARDS.declined,
      CARD_MESSAGES.number,
    ),
  expiry: z
    .string({ error: CARD_MESSAGES.expiry })
    .max(10, CARD_MESSAGES.expiry)
    .refine((value) => isFutureExpiry(value), CARD_MESSAGES.expiry),
  cvc: z
    .string({ error: CARD_MESSAGES.cvc })
    .trim()
    .regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
  name: lineText({ error: CARD_MESSAGES.name }).min(1, CARD_MESSAGES.name).max(100),
});
export type TestCardInput = z.input<typeof testCardSchema>;

export const testPayResponseSchema = z.object({
  outcome: z.enum(['paid', 'declined']),
  /** Where the buyer goes next: paymentSuccess or paymentFailed, with the session id. */
  redirectUrl: z.string(),
});
