import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EntryConflict, PaymentEntry } from '#shared/schemas/payment-entry.ts';
import { ENTRY_MESSAGES } from '#shared/schemas/payment-entry.ts';
import { formatMoney } from '#shared/format/money.ts';
import { pathFor } from '#shared/routes.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { invoices, paymentEntries, payouts, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { markInvoicePaid } from '../../platform/money/invoices.ts';
import { ledgerBalance, lockLedger } from '../../platform/money/ledger.ts';
import { payeeProblem, readPayees, recordPayouts } from '../../platform/money/payouts.ts';
import { companyMemberUserIds, notify, notifyAll } from '../../platform/notifications.ts';

const refuse = (reason: EntryConflict, message: string, details: Record<string, unknown> = {}) =>
  conflict(message, { reason, ...details });

const fieldError = (field: string, message: string, text: string) =>
  badRequest(text, [{ path: `body.${field}`, message }]);

/** The invoice staff named by its public id or its number. */
async function findInvoice(tx: Queryable, ref: string) {
  const where = /^[0-9A-F]{32}$/.test(ref)
    ? eq(invoices.publicId, ref.toLowerCase())
    : eq(invoices.number, ref);
  const [invoice] = await tx.select().from(invoices).where(where);
  return invoice;
}

/**
 * Money in for an invoice: the amount and currency must be the invoice's total, and the invoice
 * must be unpaid. Marking it paid releases the rewards whose guarantee has ended.
 */
async function payInvoice(tx: Queryable, entryId: number, input: PaymentEntry) {
  const invoice = input.invoiceId ? await findInvoice(tx, input.invoiceId) : undefined;
  if (!invoice || invoice.kind === 'credit_note')
    throw fieldError('invoiceId', ENTRY_MESSAGES.invoiceNotFound, 'No such invoice');
  if (invoice.currency !== input.currency)
    throw fieldError(
      'currency',
      ENTRY_MESSAGES.currencyMismatch,
      'The invoice is in another currency',
    );
  if (invoice.totalMinor !== input.amountMinor)
    throw fieldError(
      'amount',
      ENTRY_MESSAGES.amountMismatch,
      'The amount is not the invoice total',
    );
  // markInvoicePaid changes only an unpaid invoice: two entries for one invoice pay it once.
  if (!(await markInvoicePaid(tx, invoice.id)))
    throw refuse('invoice_not_unpaid', 'This invoice is not waiting for a payment');
  await tx
    .update(paymentEntries)
    .set({ invoiceId: invoice.id })
    .where(eq(paymentEntries.id, entryId));
  await notifyAll(tx, await companyMemberUserIds(tx, invoice.companyId), {
    kind: 'payment',
    event: 'paymentReceived',
    params: {
      amount: (language) => formatMoney(invoice.totalMinor, invoice.currency, language),
      invoice: invoice.number,
    },
    link: pathFor('billingHistory'),
  });
  return { invoiceId: invoice.id };
}

/**
 * Money out to a recruiter by hand: the same rules as a batch payout (ledger lock, at most the
 * payable balance, complete billing info, an IBAN the currency can reach, no unresolved return,
 * withholding, statement number, ledger debit), paid at once.
 */
async function payRecruiter(
  tx: Queryable,
  entryId: number,
  input: PaymentEntry,
  actorUserId: number,
) {
  const [user] = input.recruiterId
    ? await tx.select({ id: users.id }).from(users).where(eq(users.publicId, input.recruiterId))
    : [];
  if (!user) throw fieldError('recruiterId', ENTRY_MESSAGES.recruiterNotFound, 'No such recruiter');
  await lockLedger(tx, user.id);
  const balance = await ledgerBalance(tx, user.id, input.currency);
  if (input.amountMinor > balance)
    throw refuse('above_balance', 'The amount is above the payable balance', {
      balanceMinor: Math.max(balance, 0),
    });
  const payee = (await readPayees(tx, [user.id])).get(user.id);
  const problem = payee ? payeeProblem(payee, input.currency) : 'billing_incomplete';
  if (!payee || problem)
    throw refuse(problem ?? 'billing_incomplete', 'This recruiter cannot be paid now');
  const [payout] = await recordPayouts(tx, [{ payee, grossMinor: input.amountMinor }], {
    currency: input.currency,
    batchId: null,
    status: 'paid',
    createdByUserId: actorUserId,
    at: new Date(),
    requestKey: input.requestKey,
    paidOn: input.paidOn,
    bankReference: input.reference,
    note: input.note,
  });
  if (!payout) throw new Error('payout not written');
  await tx
    .update(paymentEntries)
    .set({ payoutId: payout.id })
    .where(eq(paymentEntries.id, entryId));
  await notify(tx, user.id, {
    kind: 'payout',
    event: 'payoutSent',
    params: {
      amount: (language) => formatMoney(payout.netMinor, input.currency, language),
      statement: payout.statementNumber,
    },
    link: pathFor('recruiterBillingHistory'),
    senderUserId: actorUserId,
  });
  return { payoutId: payout.id };
}

/**
 * A second submission of a request key must be the same entry: the same money, day and bank
 * reference, for the same invoice or recruiter. Anything else is a reused key (409), never the
 * first entry answered as if it were the one asked for.
 */
async function sameEntry(
  tx: Queryable,
  first: typeof paymentEntries.$inferSelect,
  input: PaymentEntry,
) {
  if (
    first.direction !== input.direction ||
    first.amountMinor !== input.amountMinor ||
    first.currency !== input.currency ||
    first.paidOn !== input.paidOn ||
    first.reference !== input.reference
  )
    return false;
  if (input.direction === 'in') {
    const invoice = input.invoiceId ? await findInvoice(tx, input.invoiceId) : undefined;
    return invoice !== undefined && invoice.id === first.invoiceId;
  }
  if (first.payoutId === null) return false;
  const [paid] = await tx
    .select({ recruiterId: users.publicId })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.recruiterUserId))
    .where(eq(payouts.id, first.payoutId));
  return paid?.recruiterId === input.recruiterId;
}

/**
 * Records one payment by hand, in one transaction. The entry row goes first: its unique request
 * key makes a second submission of the same form wait for the first and then return it, so the
 * same entry pays once.
 */
export async function createEntry(
  db: Database,
  input: PaymentEntry,
  actorUserId: number,
  request: FastifyRequest,
): Promise<{ entryId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(paymentEntries)
      .values({
        direction: input.direction,
        amountMinor: input.amountMinor,
        currency: input.currency,
        paidOn: input.paidOn,
        reference: input.reference,
        note: input.note,
        requestKey: input.requestKey,
        createdByUserId: actorUserId,
      })
      .onConflictDoNothing({ target: paymentEntries.requestKey })
      .returning();
    if (!entry) {
      const [first] = await tx
        .select()
        .from(paymentEntries)
        .where(eq(paymentEntries.requestKey, input.requestKey));
      if (!first || !(await sameEntry(tx, first, input)))
        throw refuse('request_key_reused', 'This request key was used for another entry');
      return { entryId: first.id, created: false };
    }
    const linked =
      input.direction === 'in'
        ? await payInvoice(tx, entry.id, input)
        : await payRecruiter(tx, entry.id, input, actorUserId);
    await audit(
      tx,
      {
        actorUserId,
        action: `payment_entry.${input.direction}`,
        entity: 'payment_entry',
        entityId: entry.publicId,
        data: { amountMinor: input.amountMinor, currency: input.currency, ...linked },
      },
      request,
    );
    return { entryId: entry.id, created: true };
  });
}
