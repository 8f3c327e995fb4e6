import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts, updatedAt } from './columns.ts';
import { referrals } from './candidates.ts';
import { companies } from './companies.ts';
import { users } from './identity.ts';
import { jobs } from './jobs.ts';
import { countries } from './lookups.ts';

/**
 * Money model (docs/decisions/10-money.md). Every amount is integer minor units beside its
 * currency; nothing adds two currencies. Invoices and payout statements carry gapless yearly
 * numbers drawn from `document_counters` inside the transaction that issues them.
 */

/** Plans staff define: pay per job, or a monthly fee covering a number of open jobs. */
export const billingPlans = pgTable('billing_plans', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  kind: varchar('kind', { length: 16 }).$type<'per_job' | 'monthly'>().notNull(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  /** Monthly plans: how many jobs may be open at once; null for pay per job. */
  openJobLimit: integer('open_job_limit'),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** A plan's fee in each currency it is sold in (per job, or per month). */
export const billingPlanPrices = pgTable(
  'billing_plan_prices',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.currency] })],
);

/** The company's current plan; a monthly plan runs until `paid_until`. */
export const companyPlans = pgTable('company_plans', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  planId: integer('plan_id')
    .notNull()
    .references(() => billingPlans.id),
  currency: varchar('currency', { length: 3 }).notNull(),
  paidUntil: ts('paid_until'),
  updatedAt: updatedAt(),
});

/** Settings staff change in the back office; one row (id 1). */
export const moneySettings = pgTable('money_settings', {
  id: smallint('id').primaryKey().default(1),
  guaranteeDays: integer('guarantee_days').notNull().default(90),
  /** The platform's own country: VAT-registered buyers elsewhere are reverse-charged. */
  sellerCountryId: integer('seller_country_id').references(() => countries.id),
  updatedAt: updatedAt(),
});

/** VAT charged to buyers of a country and tax withheld from payouts to recruiters there. */
export const countryTaxRates = pgTable('country_tax_rates', {
  countryId: integer('country_id')
    .primaryKey()
    .references(() => countries.id),
  /** Basis points: 2000 = 20 %. */
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  withholdingRateBp: integer('withholding_rate_bp').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Gapless yearly sequences: one row per series and year, locked while a number is drawn. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: varchar('series', { length: 8 }).$type<'INV' | 'SB'>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** Each provider event processed once: events arrive twice and out of order. */
export const paymentEvents = pgTable('payment_events', {
  id: varchar('id', { length: 120 }).primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  type: varchar('type', { length: 80 }).notNull(),
  paymentId: integer('payment_id'),
  receivedAt: createdAt(),
});

/**
 * A company's invoice: a posting fee, a monthly plan, a hire (the reward owed), or a credit note
 * against one of those (negative amounts, `credits_invoice_id` set).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    number: varchar('number', { length: 24 }).notNull().unique(),
    kind: varchar('kind', { length: 16 })
      .$type<'job_posting' | 'plan' | 'hire' | 'credit_note'>()
      .notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id').references(() => jobs.id),
    referralId: integer('referral_id').references(() => referrals.id),
    paymentId: integer('payment_id'),
    creditsInvoiceId: integer('credits_invoice_id'),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    status: varchar('status', { length: 12 })
      .$type<'unpaid' | 'paid' | 'credited' | 'issued'>()
      .notNull(),
    /** The buyer's billing details as they were when the invoice was issued. */
    billingSnapshot: jsonb('billing_snapshot').$type<BillingSnapshot>().notNull(),
    issuedAt: createdAt(),
    paidAt: ts('paid_at'),
    creditedAt: ts('credited_at'),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.issuedAt),
    // The billing history (staff: every company's): newest first, by total.
    index('invoices_created_idx').on(t.issuedAt, t.id),
    index('invoices_total_idx').on(t.totalMinor, t.id),
    // Its search box: the number, or the invoices of the jobs whose title or reference matches.
    index('invoices_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    index('invoices_job_idx').on(t.jobId),
  ],
);

export type BillingSnapshot = {
  name: string;
  email: string | null;
  address: string | null;
  postCode: string | null;
  city: string | null;
  country: string | null;
  taxNumber: string | null;
  isVatRegistered: boolean;
};

/**
 * A confirmed hire's reward: pending during the guarantee period, then earned (a ledger credit)
 * on the later of "guarantee ended" and "company paid the hire invoice", or cancelled.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id),
    hireCycle: integer('hire_cycle').notNull(),
    recruiterUserId: integer('recruiter_user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 12 }).$type<'pending' | 'earned' | 'cancelled'>().notNull(),
    hiredAt: ts('hired_at').notNull(),
    guaranteeEndsAt: ts('guarantee_ends_at').notNull(),
    companyPaidAt: ts('company_paid_at'),
    earnedAt: ts('earned_at'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: varchar('cancel_reason', { length: 24 }).$type<'reversed' | 'guarantee_failed'>(),
    hireInvoiceId: integer('hire_invoice_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rewards_hire_once_uq').on(t.referralId, t.hireCycle),
    index('rewards_recruiter_idx').on(t.recruiterUserId, t.status),
    index('rewards_company_idx').on(t.companyId, t.status),
    index('rewards_due_idx')
      .on(t.guaranteeEndsAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A batch of bank transfers staff export and then mark sent and paid. */
export const payoutBatches = pgTable('payout_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  publicId: publicId(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** pain.001 for EUR, a FAST/EFT list for TRY, CSV otherwise. */
  format: varchar('format', { length: 12 }).$type<'pain001' | 'try_list' | 'csv'>().notNull(),
  status: varchar('status', { length: 12 }).$type<'created' | 'sent' | 'paid'>().notNull(),
  totalNetMinor: bigint('total_net_minor', { mode: 'number' }).notNull(),
  payoutCount: integer('payout_count').notNull(),
  /** The key the client sent with the request: the same batch submitted twice is made once. */
  requestKey: varchar('request_key', { length: 64 }).notNull().unique(),
  bankReference: varchar('bank_reference', { length: 100 }),
  createdByUserId: integer('created_by_user_id').references(() => users.id),
  createdAt: createdAt(),
  sentAt: ts('sent_at'),
  paidAt: ts('paid_at'),
});

/** One recruiter's payout, in a batch or entered by hand; its statement is a self-billing invoice. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    batchId: integer('batch_id').references(() => payoutBatches.id),
    recruiterUserId: integer('recruiter_user_id')
      .notNull()
      .references(() => users.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    withholdingRateBp: integer('withholding_rate_bp').notNull().default(0),
    withholdingMinor: bigint('withholding_minor', { mode: 'number' }).notNull().default(0),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 })
      .$type<'created' | 'sent' | 'paid' | 'returned'>()
      .notNull(),
    statementNumber: varchar('statement_number', { length: 24 }).notNull().unique(),
    accountHolderName: varchar('account_holder_name', { length: 200 }).notNull(),
    iban: varchar('iban', { length: 34 }).notNull(),
    billingSnapshot: jsonb('billing_snapshot').$type<BillingSnapshot>().notNull(),
    bankReference: varchar('bank_reference', { length: 100 }),
    /** Hand entries: the key the client sent, so the same entry submitted twice pays once. */
    requestKey: varchar('request_key', { length: 64 }).unique(),
    paidOn: varchar('paid_on', { length: 10 }),
    note: text('note'),
    returnReason: text('return_reason'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    paidAt: ts('paid_at'),
    returnedAt: ts('returned_at'),
  },
  (t) => [
    index('payouts_recruiter_idx').on(t.recruiterUserId, t.createdAt),
    index('payouts_batch_idx').on(t.batchId),
    // The recruiter billing history (staff: every recruiter's): newest first, by net amount.
    index('payouts_created_idx').on(t.createdAt, t.id),
    index('payouts_net_idx').on(t.netMinor, t.id),
  ],
);

/** Money in from a company recorded by staff (a bank transfer for an invoice). */
export const paymentEntries = pgTable(
  'payment_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    direction: varchar('direction', { length: 4 }).$type<'in' | 'out'>().notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    payoutId: integer('payout_id').references(() => payouts.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    paidOn: varchar('paid_on', { length: 10 }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    note: text('note'),
    requestKey: varchar('request_key', { length: 64 }).notNull().unique(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  // The payment entries list: newest first, by amount.
  (t) => [
    index('payment_entries_created_idx').on(t.createdAt, t.id),
    index('payment_entries_amount_idx').on(t.amountMinor, t.id),
  ],
);
