import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  moneyReceived,
  PAYMENT_STATUS,
  TEST_CARDS,
  type TestSession,
} from '#shared/schemas/checkout.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { billingPlans, companies, invoices, jobs, payments } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { PaymentProvider } from '../../infra/payments/provider.ts';
import { TEST_SESSION_ID } from '../../infra/payments/test-provider.ts';
import { confirmPayment, failPayment } from './confirm-payment.ts';
import { resultPath } from './provider.ts';

/** The payment behind a test checkout session; unknown ids (and any id with Stripe on) are 404. */
async function testPayment(db: Queryable, provider: PaymentProvider, sessionId: string) {
  if (provider.name !== 'test' || !TEST_SESSION_ID.test(sessionId))
    throw notFound('Checkout session not found');
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId));
  if (!payment || payment.provider !== 'test') throw notFound('Checkout session not found');
  return payment;
}

async function describe(db: Queryable, payment: typeof payments.$inferSelect): Promise<string> {
  if (payment.kind === 'job_posting' && payment.jobId) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, payment.jobId));
    return job ? `${job.title} (${job.referenceCode})` : '';
  }
  if (payment.kind === 'plan' && payment.planId) {
    const [plan] = await db.select().from(billingPlans).where(eq(billingPlans.id, payment.planId));
    return plan?.nameEn ?? '';
  }
  if (payment.invoiceId) {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
    return invoice?.number ?? '';
  }
  return '';
}

const stateOf = (statusId: number): TestSession['state'] =>
  statusId === PAYMENT_STATUS.pending ? 'open' : moneyReceived(statusId) ? 'paid' : 'failed';

/** What the hosted-checkout look-alike shows: who is paid, for what, how much. */
export async function readTestSession(
  db: Queryable,
  provider: PaymentProvider,
  sessionId: string,
): Promise<TestSession> {
  const payment = await testPayment(db, provider, sessionId);
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, payment.companyId));
  return {
    sessionId,
    state: stateOf(payment.statusId),
    companyName: company?.name ?? '',
    description: await describe(db, payment),
    currency: payment.currency,
    netMinor: payment.netMinor ?? payment.amountMinor,
    vatMinor: payment.vatMinor ?? 0,
    totalMinor: payment.amountMinor,
  };
}

/**
 * The test card's answer, applied through the same confirm and fail functions as Stripe's
 * webhook: 4242… pays, 4000…0002 is declined (the session ends, the job keeps waiting).
 */
export async function payTestSession(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  cardNumber: string,
) {
  const payment = await testPayment(db, provider, sessionId);
  if (payment.statusId !== PAYMENT_STATUS.pending)
    throw conflict('This checkout session has ended');
  const at = new Date();
  const by = { userId: null, via: 'test_checkout' } as const;
  const settled = await db.transaction((tx) =>
    cardNumber === TEST_CARDS.success
      ? confirmPayment(tx, payment.id, at, by, `pi_test_${crypto.randomBytes(12).toString('hex')}`)
      : failPayment(tx, payment.id, at, by, 'card_declined'),
  );
  // Two tabs paying at once: the answer follows what the payment became, not the card typed.
  const outcome = settled.payment.statusId === PAYMENT_STATUS.paid ? 'paid' : 'declined';
  return { outcome, redirectUrl: resultPath(outcome, sessionId) } as const;
}
