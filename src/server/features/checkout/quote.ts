import type { CheckoutBlock, Quote, QuoteTarget } from '#shared/schemas/checkout.ts';
import type { Queryable } from '../../db/client.ts';
import { invoiceAmounts } from '../../platform/money/invoices.ts';
import { jobPostingFee, planCoversPublishing, planFee } from '../../platform/money/plans.ts';
import type { Vat } from '../../platform/money/vat.ts';
import type { ProviderName } from '../../infra/payments/provider.ts';
import { PAYABLE_JOB_STATUSES, hasPaidPosting, type ResolvedTarget } from './targets.ts';

/** What the company pays for a target, and why it cannot pay now (null: it can). */
export type Priced = {
  netMinor: number;
  currency: string;
  vat: Vat;
  totalMinor: number;
  billing: Quote['billing'];
  blocked: CheckoutBlock | null;
  /** The plan whose fee this is (pay per job for a posting, the plan itself for a plan). */
  planId: number | null;
};

async function feeOf(db: Queryable, target: ResolvedTarget) {
  if (target.kind === 'job') {
    const fee = await jobPostingFee(db, target.company.id);
    return { netMinor: fee.feeMinor, currency: fee.currency, planId: fee.planId };
  }
  if (target.kind !== 'plan') throw new Error('invoices carry their own amounts');
  const fee = await planFee(db, target.company.id, target.plan.id);
  return { netMinor: fee.feeMinor, currency: fee.currency, planId: target.plan.id };
}

async function jobBlock(
  db: Queryable,
  target: Extract<ResolvedTarget, { kind: 'job' }>,
): Promise<CheckoutBlock | null> {
  if (await hasPaidPosting(db, target.job.id)) return 'already_paid';
  if (!PAYABLE_JOB_STATUSES.includes(target.job.statusId)) return 'not_payable';
  if (await planCoversPublishing(db, target.company.id)) return 'covered_by_plan';
  return null;
}

/** Prices a target: the plan's fee in the company's currency, VAT from its billing details. */
export async function priceTarget(db: Queryable, target: ResolvedTarget): Promise<Priced> {
  if (target.kind === 'invoice') {
    const { invoice } = target;
    const blocked =
      invoice.status === 'paid'
        ? 'already_paid'
        : invoice.status === 'unpaid' && invoice.kind !== 'credit_note'
          ? null
          : 'not_payable';
    return {
      netMinor: invoice.netMinor,
      currency: invoice.currency,
      vat: {
        rateBp: invoice.vatRateBp,
        vatMinor: invoice.vatMinor,
        reverseCharge: invoice.reverseCharge,
      },
      totalMinor: invoice.totalMinor,
      // An issued invoice keeps the billing details it was issued with.
      billing: { ...invoice.billingSnapshot, complete: true },
      blocked,
      planId: null,
    };
  }
  const fee = await feeOf(db, target);
  const amounts = await invoiceAmounts(db, target.company.id, fee.netMinor);
  let blocked: CheckoutBlock | null =
    target.kind === 'job'
      ? await jobBlock(db, target)
      : target.plan.kind === 'monthly'
        ? null
        : 'not_payable';
  if (!blocked && !amounts.billing.complete) blocked = 'billing_incomplete';
  return {
    netMinor: fee.netMinor,
    currency: fee.currency,
    vat: amounts.vat,
    totalMinor: amounts.totalMinor,
    billing: { ...amounts.billing.snapshot, complete: amounts.billing.complete },
    blocked,
    planId: fee.planId,
  };
}

function quoteTarget(target: ResolvedTarget): QuoteTarget {
  if (target.kind === 'job')
    return {
      kind: 'job',
      jobId: target.job.publicId,
      title: target.job.title,
      referenceCode: target.job.referenceCode,
      statusId: target.job.statusId,
    };
  if (target.kind === 'plan')
    return {
      kind: 'plan',
      planId: target.plan.id,
      nameEn: target.plan.nameEn,
      nameTr: target.plan.nameTr,
      openJobLimit: target.plan.openJobLimit,
    };
  return { kind: 'invoice', invoiceId: target.invoice.publicId, number: target.invoice.number };
}

/**
 * Why the target cannot be paid now: what it is (paid, covered, not payable) first, then no way to
 * pay on this server, then missing billing details, which would be asked for in vain before it.
 */
export function checkoutBlock(priced: Priced, provider: ProviderName): CheckoutBlock | null {
  if (provider === 'none' && (priced.blocked === null || priced.blocked === 'billing_incomplete'))
    return 'payments_unavailable';
  return priced.blocked;
}

export function toQuote(target: ResolvedTarget, priced: Priced, provider: ProviderName): Quote {
  return {
    target: quoteTarget(target),
    company: { id: target.company.publicId, name: target.company.name },
    currency: priced.currency,
    netMinor: priced.netMinor,
    vatRateBp: priced.vat.rateBp,
    vatMinor: priced.vat.vatMinor,
    reverseCharge: priced.vat.reverseCharge,
    totalMinor: priced.totalMinor,
    billing: priced.billing,
    blocked: checkoutBlock(priced, provider),
    provider,
  };
}
