import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import {
  auditLog,
  companies,
  invoices,
  notifications,
  paymentEvents,
  payments,
} from '#server/db/schema/index.ts';
import { formatMoney } from '#shared/format/money.ts';
import { createPaymentCustomer } from '#server/infra/payments/customers.ts';
import { heldRewardWithInvoice } from '#server/test/factories/money.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signedWebhook, startFakeStripe, type FakeStripe } from '#server/test/fake-stripe.ts';
import {
  enterBankTransfer,
  invoicesOfJob,
  jobRow,
  payingMember,
  paymentsOfJob,
  postSuccessPage,
  startInvoiceSession,
  startSession,
  unpaidHireInvoice,
} from './checkout-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_test_checkout_secret';
let t: TestApp;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: 'https://jobs.example.test',
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

function deliver(webhook: { payload: string; header?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(webhook.header ? { 'stripe-signature': webhook.header } : {}),
    },
    payload: webhook.payload,
  });
}

function sessionEvent(type: string, sessionId: string, id?: string) {
  const session = stripe.sessions.get(sessionId);
  return signedWebhook(WEBHOOK_SECRET, type, session ?? { id: sessionId }, id);
}

async function paymentOf(sessionId: string) {
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId));
  if (!payment) throw new Error('no payment');
  return payment;
}

describe('Stripe Checkout through the stripe package', () => {
  it('creates the customer and a payment-mode session with the net and VAT lines', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId, { locale: 'tr' });
    expect(started.url).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);
    const session = stripe.sessions.get(started.sessionId);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, me.company.id));
    expect(company?.paymentCustomerId).toMatch(/^cus_fake_/);
    expect(stripe.customers.get(company?.paymentCustomerId ?? '')).toMatchObject({
      name: me.company.name,
      email: 'billing@kestrel.example',
    });
    const payment = await paymentOf(started.sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      customer: company?.paymentCustomerId,
      metadata: { payment_id: payment.publicId },
      client_reference_id: payment.publicId,
      currency: 'gbp',
      amount_total: 9_480,
      locale: 'tr',
      success_url: `https://jobs.example.test/payment-success?session_id=${started.sessionId}`,
      cancel_url: `https://jobs.example.test/payment-failed?session_id=${started.sessionId}`,
    });
    expect(session?.line_items).toEqual([
      {
        name: `İlan yayınlama ücreti: ${me.job.title} (${me.job.referenceCode})`,
        amount: 7_900,
        currency: 'gbp',
      },
      { name: 'KDV %20', amount: 1_580, currency: 'gbp' },
    ]);
    const create = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(`checkout-${payment.publicId}`);
  });

  it('creates a company customer with the package (the sign-up customer)', async () => {
    const id = await createPaymentCustomer(t.config, {
      name: 'Sign-up Co',
      email: 'owner@signup.example',
      companyPublicId: 'c'.repeat(32),
    });
    expect(stripe.customers.get(id)).toMatchObject({
      name: 'Sign-up Co',
      email: 'owner@signup.example',
      metadata: { company_id: 'c'.repeat(32) },
    });
  });
});

describe('the Stripe webhook', () => {
  it('refuses unsigned, forged and tampered deliveries with 400 and changes nothing', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    stripe.pay(started.sessionId);
    const real = sessionEvent('checkout.session.completed', started.sessionId);
    const forged = signedWebhook('whsec_someone_else', 'checkout.session.completed', {
      id: started.sessionId,
      object: 'checkout.session',
    });
    const attempts = [
      { payload: real.payload },
      { payload: real.payload, header: forged.header },
      {
        payload: real.payload.replace('checkout.session.completed', 'checkout.session.expired'),
        header: real.header,
      },
      { payload: JSON.stringify(JSON.parse(real.payload), null, 2), header: real.header },
      { payload: real.payload, header: 't=1,v1=deadbeef' },
      { payload: real.payload, header: '' },
    ];
    for (const attempt of attempts) expect((await deliver(attempt)).statusCode).toBe(400);
    expect((await paymentOf(started.sessionId)).statusId).toBe(PAYMENT_STATUS.pending);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.pendingPayment);
    const recorded = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, real.id));
    expect(recorded).toHaveLength(0);
  });

  it('completed twice, another completed event and the success page: one job, one payment, one invoice', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    const { session } = stripe.pay(started.sessionId);
    const completed = sessionEvent('checkout.session.completed', started.sessionId);
    const first = await deliver(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await deliver(completed)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', started.sessionId);
    expect((await deliver(succeeded)).json().outcome).toBe('processed');
    const success = await postSuccessPage(t, me.headers, started.sessionId);
    expect(success.json()).toMatchObject({ status: 0, job: { statusId: JOB_STATUS.open } });

    const job = await jobRow(t, me.job.id);
    expect(job.statusId).toBe(JOB_STATUS.open);
    const rows = await paymentsOfJob(t, me.job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      statusId: PAYMENT_STATUS.paid,
      providerPaymentId: session.payment_intent,
    });
    expect(await invoicesOfJob(t, me.job.id)).toHaveLength(1);
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, rows[0]?.id ?? 0));
    expect(events.map((event) => event.type).sort()).toEqual([
      'checkout.session.async_payment_succeeded',
      'checkout.session.completed',
    ]);
  });

  it('a posting fee paid through an older session as well is held for a refund: one job, one invoice, payer and staff told', async () => {
    const me = await payingMember(t);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    // Session A is paid at Stripe but its webhook is late; the job still waits, so the company
    // starts session B (A is failed and expiring it at Stripe fails: it is complete) and pays it.
    const older = await startSession(t, me.headers, me.job.publicId);
    stripe.pay(older.sessionId);
    const newer = await startSession(t, me.headers, me.job.publicId);
    stripe.pay(newer.sessionId);
    const [second, first] = await Promise.all([
      deliver(sessionEvent('checkout.session.completed', newer.sessionId)),
      deliver(sessionEvent('checkout.session.completed', older.sessionId)),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);

    const rows = await paymentsOfJob(t, me.job.id);
    expect(rows.map((row) => row.statusId).sort()).toEqual([
      PAYMENT_STATUS.paid,
      PAYMENT_STATUS.unapplied,
    ]);
    const held = rows.find((row) => row.statusId === PAYMENT_STATUS.unapplied)!;
    const issued = await invoicesOfJob(t, me.job.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]?.paymentId).not.toBe(held.id);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.open);

    const job = await jobRow(t, me.job.id);
    const amount = formatMoney(held.amountMinor, held.currency, 'en');
    const told = await t.db
      .select({ title: notifications.title, details: notifications.details })
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(told).toContainEqual({
      title: `Your payment of ${amount} will be refunded`,
      details: `The posting fee of the job ${job.title} (${job.referenceCode}) had already been paid when your payment of ${amount} arrived. We will refund it.`,
    });
    const staffTold = await t.db
      .select({ details: notifications.details })
      .from(notifications)
      .where(eq(notifications.userId, staff.user.id));
    expect(staffTold.map((row) => row.details)).toContain(
      `${me.company.name} paid the posting fee of the job ${job.title} (${job.referenceCode}) a second time (${amount}). Refund the payment ${held.publicId}.`,
    );
    const heldSession = held.providerSessionId!;
    expect((await postSuccessPage(t, me.headers, heldSession)).json()).toMatchObject({
      status: 4,
      kind: 'job_posting',
      message:
        'This job’s posting fee had already been paid when your payment arrived; it will be refunded',
    });
  });

  it('the webhook and the success page at the same moment still open one job and issue one invoice', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    stripe.pay(started.sessionId);
    const completed = sessionEvent('checkout.session.completed', started.sessionId);
    const answers = await Promise.all([
      deliver(completed),
      deliver(completed),
      postSuccessPage(t, me.headers, started.sessionId),
      postSuccessPage(t, me.headers, started.sessionId),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await invoicesOfJob(t, me.job.id)).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.paid'),
          eq(auditLog.entityId, (await paymentOf(started.sessionId)).publicId),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('a failed event arriving after paid leaves it paid; one arriving first is read as the session is now', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    stripe.pay(started.sessionId);
    // Out of order: "failed" first, but the session is paid, so the payment is confirmed.
    await deliver(sessionEvent('checkout.session.async_payment_failed', started.sessionId));
    expect((await paymentOf(started.sessionId)).statusId).toBe(PAYMENT_STATUS.paid);
    await deliver(sessionEvent('checkout.session.completed', started.sessionId));
    await deliver(sessionEvent('checkout.session.expired', started.sessionId));
    await deliver(sessionEvent('checkout.session.async_payment_failed', started.sessionId));
    expect((await paymentOf(started.sessionId)).statusId).toBe(PAYMENT_STATUS.paid);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.open);
    expect(await invoicesOfJob(t, me.job.id)).toHaveLength(1);
  });

  it('an expired session fails the payment and keeps the job waiting for payment', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    const unpaid = await postSuccessPage(t, me.headers, started.sessionId);
    expect(unpaid.json()).toMatchObject({ status: 1, paymentStatusId: PAYMENT_STATUS.pending });
    stripe.expire(started.sessionId);
    await deliver(sessionEvent('checkout.session.expired', started.sessionId));
    expect((await paymentOf(started.sessionId)).statusId).toBe(PAYMENT_STATUS.failed);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.pendingPayment);
    expect((await postSuccessPage(t, me.headers, started.sessionId)).json().status).toBe(2);
    // A newer session replaces the open one, which is expired at Stripe too.
    const second = await startSession(t, me.headers, me.job.publicId);
    const third = await startSession(t, me.headers, me.job.publicId);
    expect(stripe.sessions.get(second.sessionId)?.status).toBe('expired');
    expect(stripe.sessions.get(third.sessionId)?.status).toBe('open');
  });

  it('the success page confirms a paid session before the webhook, never an unpaid one', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    expect((await postSuccessPage(t, me.headers, started.sessionId)).json().status).toBe(1);
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.pendingPayment);
    stripe.pay(started.sessionId);
    expect((await postSuccessPage(t, me.headers, started.sessionId)).json()).toMatchObject({
      status: 0,
      job: { referenceCode: me.job.referenceCode, statusId: JOB_STATUS.open },
    });
    await deliver(sessionEvent('checkout.session.completed', started.sessionId));
    expect(await invoicesOfJob(t, me.job.id)).toHaveLength(1);
  });

  it('records a refund made in Stripe: full refunds credit the invoice, the job stays open', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    const { charge } = stripe.pay(started.sessionId);
    await deliver(sessionEvent('checkout.session.completed', started.sessionId));

    stripe.refund(charge.id, 1_000);
    await deliver(signedWebhook(WEBHOOK_SECRET, 'charge.refunded', charge));
    expect((await paymentOf(started.sessionId)).statusId).toBe(PAYMENT_STATUS.paid);
    const partial = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.partially_refunded'));
    expect(partial.some((row) => row.entityId === started.paymentId)).toBe(true);

    stripe.refund(charge.id);
    const full = signedWebhook(WEBHOOK_SECRET, 'charge.refunded', charge);
    await deliver(full);
    await deliver(full);
    const payment = await paymentOf(started.sessionId);
    expect(payment.statusId).toBe(PAYMENT_STATUS.refunded);
    expect(payment.refundedAt).not.toBeNull();
    expect((await jobRow(t, me.job.id)).statusId).toBe(JOB_STATUS.open);
    const issued = await t.db.select().from(invoices).where(eq(invoices.jobId, me.job.id));
    expect(issued.map((row) => row.kind).sort()).toEqual(['credit_note', 'job_posting']);
    expect(issued.find((row) => row.kind === 'credit_note')?.totalMinor).toBe(-9_480);
    // A late "completed" cannot turn the refunded payment back into a paid one.
    await deliver(sessionEvent('checkout.session.completed', started.sessionId));
    expect((await paymentOf(started.sessionId)).statusId).toBe(PAYMENT_STATUS.refunded);
  });

  it('acknowledges events it does not handle, once each', async () => {
    const other = signedWebhook(WEBHOOK_SECRET, 'customer.created', {
      id: 'cus_x',
      object: 'customer',
    });
    expect((await deliver(other)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(other)).statusCode).toBe(200);
    const unknown = signedWebhook(WEBHOOK_SECRET, 'checkout.session.completed', {
      id: 'cs_fake_unknown',
      object: 'checkout.session',
    });
    expect((await deliver(unknown)).json().outcome).toBe('unknown_payment');
  });

  it('refuses bodies past the size bound', async () => {
    const big = signedWebhook(WEBHOOK_SECRET, 'customer.created', {
      id: 'cus_big',
      object: 'customer',
      padding: 'x'.repeat(300 * 1024),
    });
    expect((await deliver(big)).statusCode).toBe(413);
  });

  it('a bank transfer for an invoice expires its open Stripe session', async () => {
    const { me, invoice } = await unpaidHireInvoice(t);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const started = await startInvoiceSession(t, me.headers, invoice.publicId);
    const { sessionId } = started.json<{ sessionId: string }>();
    expect(stripe.sessions.get(sessionId)?.status).toBe('open');
    const entry = await enterBankTransfer(t, staff.headers, invoice);
    expect(entry.statusCode).toBe(201);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    expect((await paymentOf(sessionId)).statusId).toBe(PAYMENT_STATUS.failed);
  });

  it('a guarantee failure that credits the hire invoice expires its open Stripe session', async () => {
    const me = await payingMember(t);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const { reward, invoice } = await heldRewardWithInvoice(t.db, {
      companyId: me.company.id,
      rewardMinor: 150_000,
    });
    const started = await startInvoiceSession(t, me.headers, invoice.publicId);
    const { sessionId } = started.json<{ sessionId: string }>();
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/blocked-amounts/rewards/${reward.publicId}/guarantee-failed`,
      headers: staff.headers,
      payload: { note: 'Left in the first week' },
    });
    expect(failed.statusCode).toBe(200);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
  });
});

describe('a refund whose webhook arrives before the payment is confirmed', () => {
  it('is not lost: the payment is confirmed and refunded at once, its invoice credited, and a late "completed" leaves it refunded', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    // The buyer pays; our "completed" delivery is late (Stripe retries it later, events have
    // no order). Meanwhile staff refund the charge in full in Stripe's dashboard.
    const { charge } = stripe.pay(started.sessionId);
    stripe.refund(charge.id);
    const refund = signedWebhook(WEBHOOK_SECRET, 'charge.refunded', charge);
    const refunded = await deliver(refund);
    expect(refunded.statusCode).toBe(200);
    expect((await deliver(refund)).json()).toEqual({ received: true, outcome: 'duplicate' });
    // Now the late "completed" arrives.
    const completed = await deliver(sessionEvent('checkout.session.completed', started.sessionId));
    expect(completed.statusCode).toBe(200);

    const payment = await paymentOf(started.sessionId);
    const issued = await t.db.select().from(invoices).where(eq(invoices.jobId, me.job.id));
    // The money went back to the company at Stripe: the books must say so.
    expect({
      refundOutcome: refunded.json().outcome,
      paymentStatus: payment.statusId,
      providerPaymentId: payment.providerPaymentId,
      invoiceKinds: issued.map((row) => `${row.kind}:${row.status}`).sort(),
    }).toEqual({
      refundOutcome: 'processed',
      paymentStatus: PAYMENT_STATUS.refunded,
      providerPaymentId: charge.payment_intent,
      invoiceKinds: ['credit_note:issued', 'job_posting:credited'],
    });
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, refund.id));
    expect(event?.paymentId).toBe(payment.id);
  });

  it('is left for Stripe to deliver again (503, nothing recorded) while its session does not read paid yet', async () => {
    const me = await payingMember(t);
    const started = await startSession(t, me.headers, me.job.publicId);
    const { session, charge } = stripe.pay(started.sessionId);
    stripe.refund(charge.id);
    // Stripe's view of the session lags behind its charge for a moment.
    session.payment_status = 'unpaid';
    const refund = signedWebhook(WEBHOOK_SECRET, 'charge.refunded', charge);
    const early = await deliver(refund);
    expect(early.statusCode).toBe(503);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, refund.id))).toEqual(
      [],
    );
    expect((await paymentOf(started.sessionId)).statusId).not.toBe(PAYMENT_STATUS.refunded);
    // Stripe delivers the event again once the session reads paid: the refund is applied.
    session.payment_status = 'paid';
    const again = await deliver(refund);
    expect(again.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await paymentOf(started.sessionId)).statusId).toBe(PAYMENT_STATUS.refunded);
  });

  it('is acknowledged once as an unknown payment when no checkout of this app made the charge', async () => {
    const charge = {
      id: 'ch_fake_elsewhere',
      object: 'charge' as const,
      amount: 5_000,
      amount_refunded: 5_000,
      refunded: true,
      currency: 'usd',
      payment_intent: 'pi_fake_elsewhere',
    };
    stripe.charges.set(charge.id, charge);
    const refund = signedWebhook(WEBHOOK_SECRET, 'charge.refunded', charge);
    expect((await deliver(refund)).json()).toEqual({ received: true, outcome: 'unknown_payment' });
    expect((await deliver(refund)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });
});
