import type { Config } from '../../config.ts';
import type { InvoicePdfData, PdfLanguage } from '../../infra/pdf/document-data.ts';
import { fill, textsOf } from '../../infra/pdf/document-texts.ts';
import type { InvoiceForCaller } from './queries.ts';

/** The one line of an invoice: what it charges for, in the reader's language. */
function lineText(row: InvoiceForCaller, lang: PdfLanguage): string {
  const lines = textsOf(lang).lines;
  const job = row.jobTitle ? `${row.jobTitle} (${row.referenceCode ?? ''})` : '—';
  switch (row.invoice.kind) {
    case 'job_posting':
      return fill(lines.job_posting, { job });
    case 'plan':
      return lines.plan;
    case 'hire':
      return fill(lines.hire, { job });
    case 'credit_note':
      return fill(lines.credit_note, { number: row.creditsNumber ?? '—' });
  }
}

/** The data of an invoice's PDF: the stored invoice, its billing snapshot and the seller. */
export function invoicePdfData(
  row: InvoiceForCaller,
  seller: Config['seller'],
  lang: PdfLanguage,
): InvoicePdfData {
  const { invoice } = row;
  return {
    lang,
    seller,
    buyer: invoice.billingSnapshot,
    kind: invoice.kind,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    status: invoice.status,
    paidAt: invoice.paidAt,
    creditsNumber: row.creditsNumber,
    lines: [{ description: lineText(row, lang), netMinor: invoice.netMinor }],
    currency: invoice.currency,
    netMinor: invoice.netMinor,
    vatRateBp: invoice.vatRateBp,
    vatMinor: invoice.vatMinor,
    totalMinor: invoice.totalMinor,
    reverseCharge: invoice.reverseCharge,
  };
}
