import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { formatMoney } from '#shared/format/money.ts';
import { PAYMENT_STATUS } from '#shared/schemas/checkout.ts';
import { auditLog, invoices, notifications, payments } from '#server/db/schema/index.ts';
import { creditInvoice } from '#server/platform/money/invoices.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { confirmPayment } from './confirm-payment.ts';
import {
  enterBankTransfer,
  payingMember,
  payTestSession,
  postSuccessPage,
  startInvoiceSession,
  unpaidHireInvoice,
} from './checkout-fixtures.ts';

useTestApp();

const paymentsOf = (invoiceId: number) =>
  t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));

async function invoiceStatus(invoiceId: number) {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row?.status;
}

describe('an invoice takes one payment, whatever the company and staff do at once', () => {
  it('four sessions started at once leave one that can be paid; the others have ended', async () => {
    const { me, invoice } = await unpaidHireInvoice(t);
    const started = await Promise.all(
      Array.from({ length: 4 }, () => startInvoiceSession(t, me.headers, invoice.publicId)),
    );
    expect(started.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await paymentsOf(invoice.id);
    expect(rows.filter((row) => row.statusId === PAYMENT_STATUS.pending)).toHaveLength(1);
    expect(rows.filter((row) => row.statusId === PAYMENT_STATUS.failed)).toHaveLength(3);

    const paid = await Promise.all(
      started.map((answer) => payTestSession(t, answer.json<{ sessionId: string }>().sessionId)),
    );
    expect(paid.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const after = await paymentsOf(invoice.id);
    expect(after.filter((row) => row.statusId === PAYMENT_STATUS.paid)).toHaveLength(1);
    expect(await invoiceStatus(invoice.id)).toBe('paid');
  });

  it('a bank transfer staff enter ends the open session: the card is refused, the invoice paid once', async () => {
    const { me, invoice } = await unpaidHireInvoice(t);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const started = await startInvoiceSession(t, me.headers, invoice.publicId);
    expect(started.statusCode).toBe(201);
    expect((await enterBankTransfer(t, staff.headers, invoice)).statusCode).toBe(201);

    const card = await payTestSession(t, started.json<{ sessionId: string }>().sessionId);
    expect(card.statusCode).toBe(409);
    expect((await paymentsOf(invoice.id)).map((row) => row.statusId)).toEqual([
      PAYMENT_STATUS.failed,
    ]);
    const ended = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.failed'),
          eq(auditLog.entityId, (await paymentsOf(invoice.id))[0]!.publicId),
        ),
      );
    expect(ended[0]?.data).toMatchObject({ reason: 'invoice_settled' });
    const again = await startInvoiceSession(t, me.headers, invoice.publicId);
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ reason: 'already_paid' }]);
  });

  it('a credited invoice cannot be paid through a session opened before the credit note', async () => {
    const { me, invoice } = await unpaidHireInvoice(t);
    const started = await startInvoiceSession(t, me.headers, invoice.publicId);
    await t.db.transaction((tx) => creditInvoice(tx, invoice.id));

    const card = await payTestSession(t, started.json<{ sessionId: string }>().sessionId);
    expect(card.statusCode).toBe(409);
    expect(await invoiceStatus(invoice.id)).toBe('credited');
    const again = await startInvoiceSession(t, me.headers, invoice.publicId);
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ reason: 'not_payable' }]);
  });

  it('money that still arrives for a settled invoice is held for a refund, never applied', async () => {
    const { me, invoice } = await unpaidHireInvoice(t);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const started = await startInvoiceSession(t, me.headers, invoice.publicId);
    const { sessionId } = started.json<{ sessionId: string }>();
    expect((await enterBankTransfer(t, staff.headers, invoice)).statusCode).toBe(201);
    const [payment] = await paymentsOf(invoice.id);
    const [paidByTransfer] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));

    // The provider reports the session paid after all (a card payment already under way).
    const settled = await t.db.transaction((tx) =>
      confirmPayment(tx, payment!.id, new Date(), { userId: null, via: 'webhook' }, 'pi_late'),
    );
    expect(settled.payment.statusId).toBe(PAYMENT_STATUS.unapplied);
    const [unchanged] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(unchanged).toEqual(paidByTransfer);
    const twice = await t.db.transaction((tx) =>
      confirmPayment(tx, payment!.id, new Date(), { userId: null, via: 'webhook' }),
    );
    expect(twice.changed).toBe(false);

    const amount = formatMoney(invoice.totalMinor, 'GBP', 'en');
    const told = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(told.map((row) => row.title)).toContain(`Your payment of ${amount} will be refunded`);
    const staffTold = await t.db
      .select({ details: notifications.details })
      .from(notifications)
      .where(eq(notifications.userId, staff.user.id));
    expect(staffTold.map((row) => row.details)).toContain(
      `${me.company.name} paid ${amount} for invoice ${invoice.number} after the invoice had been settled. Refund the payment ${payment!.publicId}.`,
    );

    const page = await postSuccessPage(t, me.headers, sessionId);
    expect(page.json()).toMatchObject({
      status: 4,
      paymentStatusId: PAYMENT_STATUS.unapplied,
      message:
        'This invoice had already been settled when your payment arrived; it will be refunded',
    });
  });
});

describe('a plan paid while another checkout of it starts', () => {
  it('never deadlocks: each round pays once or refuses, and nothing answers 500', async () => {
    const me = await payingMember(t);
    const startPlan = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/sessions',
        headers: me.headers,
        payload: { target: { kind: 'plan', planId: 2 } },
      });
    let open = await startPlan();
    for (let round = 0; round < 8; round += 1) {
      expect(open.statusCode).toBe(201);
      const [paid, next] = await Promise.all([
        payTestSession(t, open.json<{ sessionId: string }>().sessionId),
        startPlan(),
      ]);
      expect([200, 409]).toContain(paid.statusCode);
      expect([201, 409]).toContain(next.statusCode);
      open = next.statusCode === 201 ? next : await startPlan();
    }
  });
});
