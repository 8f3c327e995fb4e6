import type { InvoicePdfData } from './document-data.ts';
import { createDocumentPdf, drawFactsAndPlatform, drawPartyRow } from './document-head.ts';
import { bounded, fill, MAX_LINES, money, percent, textsOf } from './document-texts.ts';
import { drawLines, drawNote, drawTitle, drawTotals } from './pdf-layout.ts';

/**
 * An invoice or a credit note as a one-page A4 PDF in the reader's language: seller and buyer,
 * number, date, status, lines, net, VAT (or the reverse-charge text) and total. Pure: the data in,
 * the bytes out; every field is cut to a bounded length, so the work does not depend on the input.
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const texts = textsOf(data.lang);
  const title = data.kind === 'credit_note' ? texts.titles.creditNote : texts.titles.invoice;
  const pdf = createDocumentPdf(title, data.number, data.seller, data.lang);
  const amount = (minor: number) => money(minor, data.currency, data.lang);

  let y = drawTitle(pdf, title, 50);
  y = drawFactsAndPlatform(
    pdf,
    { ...data, status: texts.invoiceStatuses[data.status] },
    { heading: texts.seller, details: data.seller },
    y,
  );
  y = drawPartyRow(pdf, { heading: texts.buyer, details: data.buyer }, y);
  if (data.creditsNumber)
    y =
      drawNote(pdf, fill(texts.creditsInvoice, { number: bounded(data.creditsNumber, 40) }), y) + 8;

  y = drawLines(
    pdf,
    [texts.description, texts.amount],
    data.lines
      .slice(0, MAX_LINES)
      .map((line) => [bounded(line.description), amount(line.netMinor)] as const),
    y,
  );
  y = drawTotals(
    pdf,
    [
      [texts.net, amount(data.netMinor)],
      data.reverseCharge
        ? [texts.reverseCharge, amount(0)]
        : [fill(texts.vat, { rate: percent(data.vatRateBp, data.lang) }), amount(data.vatMinor)],
      [texts.total, amount(data.totalMinor)],
    ],
    y,
  );
  if (data.reverseCharge) drawNote(pdf, texts.reverseChargeNote, y);
  return pdf.finish();
}
