import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, invoices, rewards } from '../../db/schema/index.ts';
import { nextDocumentNumber } from './document-number.ts';
import { endInvoiceCheckouts } from './invoice-checkouts.ts';
import { releaseDueRewards } from './reward-release.ts';
import { billingSnapshot, vatFor, type Vat } from './vat.ts';

export type NewInvoice = {
  kind: 'job_posting' | 'plan' | 'hire';
  companyId: number;
  netMinor: number;
  currency: string;
  jobId?: number | null;
  referralId?: number | null;
  paymentId?: number | null;
  /** Posting fees and plans are paid before they are invoiced; a hire invoice starts unpaid. */
  paid: boolean;
  at?: Date;
  /** The VAT the buyer was charged at checkout, kept even if the billing profile changed since. */
  vat?: Vat;
};

/** The net, VAT and total a company would be invoiced for a net amount (checkout shows it). */
export async function invoiceAmounts(db: Queryable, companyId: number, netMinor: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const billing = await billingSnapshot(db, { companyId }, company?.name ?? '');
  const vat = await vatFor(
    db,
    { countryId: billing.countryId, isVatRegistered: billing.snapshot.isVatRegistered },
    netMinor,
  );
  return { billing, vat, totalMinor: netMinor + vat.vatMinor };
}

/** Issues an invoice with the next gapless number; call it inside the paying transaction. */
export async function issueInvoice(tx: Queryable, input: NewInvoice) {
  const at = input.at ?? new Date();
  const amounts = await invoiceAmounts(tx, input.companyId, input.netMinor);
  const { billing } = amounts;
  const vat = input.vat ?? amounts.vat;
  const totalMinor = input.netMinor + vat.vatMinor;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: await nextDocumentNumber(tx, 'INV', at),
      kind: input.kind,
      companyId: input.companyId,
      jobId: input.jobId ?? null,
      referralId: input.referralId ?? null,
      paymentId: input.paymentId ?? null,
      netMinor: input.netMinor,
      vatRateBp: vat.rateBp,
      vatMinor: vat.vatMinor,
      totalMinor,
      currency: input.currency,
      reverseCharge: vat.reverseCharge,
      status: input.paid ? 'paid' : 'unpaid',
      billingSnapshot: billing.snapshot,
      issuedAt: at,
      paidAt: input.paid ? at : null,
    })
    .returning();
  if (!invoice) throw new Error('invoice not inserted');
  return invoice;
}

/**
 * Marks an unpaid invoice paid (a checkout or a bank transfer staff entered). A hire invoice's
 * reward then counts the company as paid and is released when its guarantee has ended too.
 * Returns false when the invoice was not unpaid (already paid, credited): nothing changes.
 */
export async function markInvoicePaid(
  tx: Queryable,
  invoiceId: number,
  at: Date = new Date(),
): Promise<boolean> {
  const [paid] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: at })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'unpaid')))
    .returning();
  if (!paid) return false;
  await endInvoiceCheckouts(tx, invoiceId, at);
  if (paid.kind === 'hire') {
    await tx
      .update(rewards)
      .set({ companyPaidAt: at })
      .where(and(eq(rewards.hireInvoiceId, invoiceId), isNull(rewards.companyPaidAt)));
    await releaseDueRewards(tx, at);
  }
  return true;
}

/**
 * A credit note cancelling an invoice (a guarantee failure): negative amounts, its own number,
 * pointing at the invoice it credits, which becomes credited. A paid invoice's credit note is
 * money owed back to the company (staff pay it through Payment entry).
 */
export async function creditInvoice(tx: Queryable, invoiceId: number, at: Date = new Date()) {
  const [original] = await tx
    .update(invoices)
    .set({ status: 'credited', creditedAt: at })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.creditedAt)))
    .returning();
  if (!original) return null;
  await endInvoiceCheckouts(tx, invoiceId, at);
  const [note] = await tx
    .insert(invoices)
    .values({
      number: await nextDocumentNumber(tx, 'INV', at),
      kind: 'credit_note',
      companyId: original.companyId,
      jobId: original.jobId,
      referralId: original.referralId,
      creditsInvoiceId: original.id,
      netMinor: -original.netMinor,
      vatRateBp: original.vatRateBp,
      vatMinor: -original.vatMinor,
      totalMinor: -original.totalMinor,
      currency: original.currency,
      reverseCharge: original.reverseCharge,
      status: 'issued',
      billingSnapshot: original.billingSnapshot,
      issuedAt: at,
    })
    .returning();
  return note ?? null;
}
