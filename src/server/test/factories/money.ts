import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '#shared/constants/domain.ts';
import type { Queryable } from '#server/db/client.ts';
import { ROLE } from '#shared/constants/roles.ts';
import {
  billingProfiles,
  countries,
  invoices,
  payouts,
  type BillingSnapshot,
} from '#server/db/schema/index.ts';
import { nextDocumentNumber } from '#server/platform/money/document-number.ts';
import { creditInvoice, issueInvoice, type NewInvoice } from '#server/platform/money/invoices.ts';
import { holdReward } from '#server/platform/money/rewards.ts';
import { createJob } from './job.ts';
import { createReferral } from './referral.ts';
import { createUser } from './user.ts';

/** The id of a country by its ISO code (the seeded reference data). */
export async function countryIdOf(db: Queryable, iso2: string): Promise<number> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2, iso2));
  if (!row) throw new Error(`no country ${iso2}`);
  return row.id;
}

export type BillingProfileOptions = Partial<typeof billingProfiles.$inferInsert> & {
  /** The billing country by ISO code (overrides `billingCountryId`). */
  countryIso2?: string;
};

/** A billing profile of a company or a user, complete unless overridden. */
export async function createBillingProfile(
  db: Queryable,
  owner: { companyId: number } | { userId: number },
  options: BillingProfileOptions = {},
) {
  const { countryIso2, ...values } = options;
  const billingCountryId = countryIso2 ? await countryIdOf(db, countryIso2) : undefined;
  const [profile] = await db
    .insert(billingProfiles)
    .values({
      accountTypeId: 'companyId' in owner ? ACCOUNT_TYPE.corporate : ACCOUNT_TYPE.personal,
      billingName: 'Billing Name Ltd.',
      billingAddress: '1 Billing Street, Floor 2',
      billingPostCode: '10115',
      billingEmail: 'billing@example.test',
      taxNumber: 'TAX-123456',
      ...owner,
      ...(billingCountryId ? { billingCountryId } : {}),
      ...values,
    })
    .returning();
  if (!profile) throw new Error('createBillingProfile failed');
  return profile;
}

/**
 * An invoice issued through the money core (`issueInvoice`: next gapless number, VAT from the
 * company's billing profile): a paid posting fee of 100.00 USD unless overridden.
 */
export function createInvoice(db: Queryable, options: Partial<NewInvoice> & { companyId: number }) {
  return issueInvoice(db, {
    kind: 'job_posting',
    netMinor: 10_000,
    currency: 'USD',
    paid: true,
    ...options,
  });
}

/** A credit note against an invoice, through the money core. */
export async function createCreditNote(db: Queryable, invoiceId: number, at?: Date) {
  const note = await creditInvoice(db, invoiceId, at);
  if (!note) throw new Error('createCreditNote failed');
  return note;
}

const RECRUITER_SNAPSHOT: BillingSnapshot = {
  name: 'Recruiter Billing',
  email: 'recruiter-billing@example.test',
  address: '2 Payee Road',
  postCode: '34000',
  city: 'Istanbul',
  country: 'Turkey',
  taxNumber: '11111111111',
  isVatRegistered: false,
};

export type PayoutOptions = Partial<typeof payouts.$inferInsert> & {
  recruiterUserId: number;
  at?: Date;
};

/**
 * A payout row with the next statement number (SB-YYYY-NNNNNN): 500.00 EUR gross, 10 %
 * withheld, status `created` unless overridden. Only the row: the ledger is not debited (the
 * recruiter-payments feature does that); use it for lists and statements.
 */
export async function createPayout(db: Queryable, options: PayoutOptions) {
  const { at = new Date(), ...values } = options;
  const grossMinor = values.grossMinor ?? 50_000;
  const withholdingRateBp = values.withholdingRateBp ?? 1000;
  const withholdingMinor =
    values.withholdingMinor ?? Math.round((grossMinor * withholdingRateBp) / 10_000);
  const [payout] = await db
    .insert(payouts)
    .values({
      currency: 'EUR',
      status: 'created',
      statementNumber: await nextDocumentNumber(db, 'SB', at),
      accountHolderName: 'Recruiter Billing',
      iban: 'TR330006100519786457841326',
      billingSnapshot: RECRUITER_SNAPSHOT,
      createdAt: at,
      ...values,
      grossMinor,
      withholdingRateBp,
      withholdingMinor,
      netMinor: values.netMinor ?? grossMinor - withholdingMinor,
    })
    .returning();
  if (!payout) throw new Error('createPayout failed');
  return payout;
}

/** The text of a PDF (pdf.js through unpdf): drawn text is compressed, so tests read it this way. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(pdf), { isEvalSupported: false });
  try {
    const { text } = await extractText(document, { mergePages: true });
    return text;
  } finally {
    await document.destroy();
  }
}

/**
 * A recruiter's referral hired on a new job: its reward held and the company's unpaid hire
 * invoice. `at` dates the hire (a guarantee already over, say).
 */
export async function heldRewardWithInvoice(
  db: Queryable,
  job: Parameters<typeof createJob>[1],
  options: { at?: Date } = {},
) {
  const recruiter = await createUser(db, { roleId: ROLE.recruiter });
  const created = await createJob(db, job);
  const { referral } = await createReferral(db, {
    jobId: created.id,
    referrerUserId: recruiter.id,
  });
  const reward = await holdReward(db, {
    referralId: referral.id,
    hireCycle: 1,
    recruiterUserId: recruiter.id,
    job: created,
    ...(options.at && { at: options.at }),
  });
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.id, reward.hireInvoiceId ?? 0));
  if (!invoice) throw new Error('no hire invoice');
  return { recruiter, job: created, referral, reward, invoice };
}
