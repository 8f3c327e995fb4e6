import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { moneyReceived, PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import { formatMoney } from '#shared/format/money.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { pathFor } from '#shared/routes.ts';
import type { Queryable } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  invoices,
  jobRecruiters,
  jobResponsibles,
  jobs,
  payments,
  users,
} from '../../db/schema/index.ts';
import { activeRecruiter } from '../../platform/active-recruiter.ts';
import { audit } from '../../platform/audit.ts';
import { creditInvoice, issueInvoice, markInvoicePaid } from '../../platform/money/invoices.ts';
import { activatePlan } from '../../platform/money/plans.ts';
import { companyMemberUserIds, notifyAll, staffUserIds } from '../../platform/notifications.ts';
import { hasPaidPosting } from './targets.ts';

export type Payment = typeof payments.$inferSelect;
export type Settled = { payment: Payment; changed: boolean };

/** Who caused the change: a webhook (no user), the test checkout, or the success page's caller. */
export type SettledBy = {
  userId: number | null;
  via: 'checkout' | 'webhook' | 'test_checkout' | 'success_page';
};

type Invoice = typeof invoices.$inferSelect;

/**
 * What a payment pays for, locked before the payment, in the order starting a checkout takes
 * them (the job, the invoice, or for a plan the company; then the payments), so that a checkout
 * started while another is confirmed waits rather than deadlocks. Every path that settles an
 * invoice (checkout, payment entry, credit note) takes the invoice's lock first. Says whether it
 * still takes this payment: an invoice no longer unpaid, or a job whose posting fee another
 * session paid (an older session paid after all), does not; and returns the invoice paid.
 */
async function lockPaidTarget(
  tx: Queryable,
  paymentId: number,
): Promise<{ applies: boolean; invoice: Invoice | null }> {
  const [target] = await tx
    .select({
      kind: payments.kind,
      invoiceId: payments.invoiceId,
      jobId: payments.jobId,
      companyId: payments.companyId,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!target) return { applies: true, invoice: null };
  if (target.kind === 'job_posting' && target.jobId !== null) {
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, target.jobId)).for('update');
    return { applies: !(await hasPaidPosting(tx, target.jobId)), invoice: null };
  }
  if (target.kind === 'plan')
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, target.companyId))
      .for('no key update');
  if (target.kind !== 'invoice' || target.invoiceId === null)
    return { applies: true, invoice: null };
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, target.invoiceId))
    .for('update');
  return { applies: invoice?.status === 'unpaid', invoice: invoice ?? null };
}

async function lockPayment(tx: Queryable, paymentId: number): Promise<Payment> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  return payment;
}

/**
 * The posting fee is paid: a job still waiting for it opens (the spec's sqlIds 32 and 33 add the
 * responsibles chosen at checkout), and its paid invoice is issued.
 */
async function openPaidJob(tx: Queryable, payment: Payment, at: Date) {
  if (!payment.jobId) return;
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, payment.jobId)).for('update');
  if (!job) return;
  // A job the owner moved on meanwhile (to draft, closed) keeps its status; it is paid now.
  if (job.statusId === JOB_STATUS.pendingPayment)
    await tx
      .update(jobs)
      .set({
        statusId: JOB_STATUS.open,
        publishedAt: sql`coalesce(${jobs.publishedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: at,
      })
      .where(eq(jobs.id, job.id));
  const people = await stillEligible(tx, job.companyId, payment.jobData);
  if (people.companyResponsibleIds.length)
    await tx
      .insert(jobResponsibles)
      .values(people.companyResponsibleIds.map((userId) => ({ jobId: job.id, userId })))
      .onConflictDoNothing();
  if (people.crowdResponsibleIds.length)
    await tx
      .insert(jobRecruiters)
      .values(people.crowdResponsibleIds.map((userId) => ({ jobId: job.id, userId })))
      .onConflictDoNothing();
}

/**
 * The people chosen at checkout who may still be named when the payment arrives, which can be
 * days later: current members of the company and active recruiters, as the job form requires.
 */
async function stillEligible(
  tx: Queryable,
  companyId: number,
  people: Payment['jobData'],
): Promise<{ companyResponsibleIds: number[]; crowdResponsibleIds: number[] }> {
  const members = people?.companyResponsibleIds.length
    ? await tx
        .select({ id: companyMembers.userId })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            inArray(companyMembers.userId, people.companyResponsibleIds),
            isNull(companyMembers.removedAt),
          ),
        )
    : [];
  const recruiters = people?.crowdResponsibleIds.length
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, people.crowdResponsibleIds), activeRecruiter()))
    : [];
  return {
    companyResponsibleIds: members.map((row) => row.id),
    crowdResponsibleIds: recruiters.map((row) => row.id),
  };
}

/** The paid invoice of a posting fee or a plan, at the VAT the buyer was charged at checkout. */
function issuePaidInvoice(tx: Queryable, payment: Payment, kind: 'job_posting' | 'plan', at: Date) {
  return issueInvoice(tx, {
    kind,
    companyId: payment.companyId,
    jobId: kind === 'job_posting' ? payment.jobId : null,
    paymentId: payment.id,
    netMinor: payment.netMinor ?? payment.amountMinor,
    currency: payment.currency,
    vat: {
      rateBp: payment.vatRateBp ?? 0,
      vatMinor: payment.vatMinor ?? 0,
      reverseCharge: payment.reverseCharge,
    },
    paid: true,
    at,
  });
}

/**
 * The one confirm path, for Stripe's webhook, the success page and the test checkout alike. In
 * one transaction with the payment row locked: a pending (or failed, when the provider says the
 * money arrived after all) payment becomes paid, and what it paid for happens once: the job
 * opens with its invoice, the plan runs, or the invoice is paid (or, when the invoice no longer
 * waits for money or another session paid the job's posting fee, the payment is held for a
 * refund). A payment whose money arrived is left as it is, so the same session confirmed twice opens one job and issues one invoice.
 */
export async function confirmPayment(
  tx: Queryable,
  paymentId: number,
  at: Date,
  by: SettledBy,
  providerPaymentId: string | null = null,
): Promise<Settled> {
  // An invoice paid another way or credited since the session opened, or a posting fee another
  // session paid, takes no second payment.
  const { applies, invoice: paidInvoice } = await lockPaidTarget(tx, paymentId);
  const current = await lockPayment(tx, paymentId);
  if (moneyReceived(current.statusId)) return { payment: current, changed: false };
  const [payment] = await tx
    .update(payments)
    .set({
      statusId: applies ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unapplied,
      paidAt: at,
      providerPaymentId: providerPaymentId ?? current.providerPaymentId,
    })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!payment) throw new Error('payment not updated');
  if (!applies) {
    await holdForRefund(tx, payment, paidInvoice, by);
    return { payment, changed: true };
  }
  let invoiceId: number | null = null;
  if (payment.kind === 'job_posting') {
    await openPaidJob(tx, payment, at);
    invoiceId = (await issuePaidInvoice(tx, payment, 'job_posting', at)).id;
  } else if (payment.kind === 'plan' && payment.planId) {
    await activatePlan(tx, payment.companyId, payment.planId, payment.currency, at);
    invoiceId = (await issuePaidInvoice(tx, payment, 'plan', at)).id;
  } else if (payment.kind === 'invoice' && payment.invoiceId) {
    await markInvoicePaid(tx, payment.invoiceId, at);
    invoiceId = payment.invoiceId;
  }
  await audit(tx, {
    actorUserId: by.userId,
    action: 'payment.paid',
    entity: 'payment',
    entityId: payment.publicId,
    data: { via: by.via, kind: payment.kind, jobId: payment.jobId, invoiceId },
  });
  await notifyPayer(tx, payment, invoiceId);
  return { payment, changed: true };
}

/** The one who paid (every member of the company when a webhook settles it alone). */
const payersOf = (tx: Queryable, payment: Payment) =>
  payment.userId !== null
    ? Promise.resolve([payment.userId])
    : companyMemberUserIds(tx, payment.companyId);

/** The job a posting fee was paid for, as its checkout line names it: "title (reference code)". */
async function postingJobName(tx: Queryable, jobId: number | null) {
  if (jobId === null) return '';
  const [job] = await tx
    .select({ title: jobs.title, code: jobs.referenceCode })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job ? `${job.title} (${job.code})` : '';
}

/**
 * Money for an invoice that was no longer waiting for it, or for a posting fee another session
 * paid: recorded, applied to nothing, and held for a refund. The payer is told it will be
 * refunded, staff that they must refund it.
 */
async function holdForRefund(
  tx: Queryable,
  payment: Payment,
  invoice: Invoice | null,
  by: SettledBy,
) {
  await audit(tx, {
    actorUserId: by.userId,
    action: 'payment.unapplied',
    entity: 'payment',
    entityId: payment.publicId,
    data: {
      via: by.via,
      kind: payment.kind,
      jobId: payment.jobId,
      invoiceId: invoice?.id ?? null,
      invoiceStatus: invoice?.status ?? null,
    },
  });
  const amount = (language: Language) =>
    formatMoney(payment.amountMinor, payment.currency, language);
  const posting = payment.kind === 'job_posting';
  const paidFor: Record<string, string> = posting
    ? { job: await postingJobName(tx, payment.jobId) }
    : { invoice: invoice?.number ?? '' };
  await notifyAll(tx, await payersOf(tx, payment), {
    kind: 'payment',
    event: posting ? 'postingFeeNotApplied' : 'paymentNotApplied',
    params: { amount, ...paidFor },
    link: pathFor('billingHistory'),
  });
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, payment.companyId));
  await notifyAll(tx, await staffUserIds(tx), {
    kind: 'payment',
    event: posting ? 'postingFeeToRefund' : 'paymentToRefund',
    params: { amount, ...paidFor, company: company?.name ?? '', payment: payment.publicId },
    link: pathFor('billingHistory'),
  });
}

/** The one who paid is told (every member of the company when a webhook settles it alone). */
async function notifyPayer(tx: Queryable, payment: Payment, invoiceId: number | null) {
  const [invoice] = invoiceId
    ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId))
    : [];
  await notifyAll(tx, await payersOf(tx, payment), {
    kind: 'payment',
    event: 'paymentReceived',
    params: {
      amount: (language) => formatMoney(payment.amountMinor, payment.currency, language),
      invoice: invoice?.number ?? '',
    },
    link: pathFor('billingHistory'),
  });
}

/**
 * A payment that did not happen (declined, expired, replaced by a newer session). Only a pending
 * payment fails: a "failed" arriving after "paid" changes nothing. The job keeps waiting.
 */
export async function failPayment(
  tx: Queryable,
  paymentId: number,
  at: Date,
  by: SettledBy,
  reason: string,
): Promise<Settled> {
  const current = await lockPayment(tx, paymentId);
  if (current.statusId !== PAYMENT_STATUS.pending) return { payment: current, changed: false };
  const [payment] = await tx
    .update(payments)
    .set({ statusId: PAYMENT_STATUS.failed, failedAt: at })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!payment) throw new Error('payment not updated');
  await audit(tx, {
    actorUserId: by.userId,
    action: 'payment.failed',
    entity: 'payment',
    entityId: payment.publicId,
    data: { via: by.via, reason },
  });
  return { payment, changed: true };
}

/**
 * A refund made at the provider (Stripe's dashboard): posting fees are non-refundable by the
 * terms, but money that went back is recorded. A full refund makes the payment refunded (3) and
 * credits the invoice it issued; a partial one is only written to the audit log. The job, plan
 * or paid invoice stays as it is (docs/decisions/10-checkout.md).
 */
export async function refundPayment(
  tx: Queryable,
  paymentId: number,
  at: Date,
  refund: { full: boolean; amountRefundedMinor: number },
): Promise<Settled> {
  const current = await lockPayment(tx, paymentId);
  if (current.statusId !== PAYMENT_STATUS.paid && current.statusId !== PAYMENT_STATUS.unapplied)
    return { payment: current, changed: false };
  if (!refund.full) {
    await audit(tx, {
      actorUserId: null,
      action: 'payment.partially_refunded',
      entity: 'payment',
      entityId: current.publicId,
      data: { amountRefundedMinor: refund.amountRefundedMinor, currency: current.currency },
    });
    return { payment: current, changed: false };
  }
  const [payment] = await tx
    .update(payments)
    .set({ statusId: PAYMENT_STATUS.refunded, refundedAt: at })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!payment) throw new Error('payment not updated');
  const issued = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.id), eq(invoices.status, 'paid')));
  for (const invoice of issued) await creditInvoice(tx, invoice.id, at);
  await audit(tx, {
    actorUserId: null,
    action: 'payment.refunded',
    entity: 'payment',
    entityId: payment.publicId,
    data: { amountRefundedMinor: refund.amountRefundedMinor, creditedInvoices: issued.length },
  });
  return { payment, changed: true };
}
