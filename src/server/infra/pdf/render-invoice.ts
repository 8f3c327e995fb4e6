import { formatDate } from '#shared/format/date.ts';
import type { InvoicePdfData } from './document-data.ts';
import { bounded, fill, MAX_LINES, money, percent, textsOf } from './document-texts.ts';
import { partyLines, sellerLines } from './party-lines.ts';
import {
  CONTENT_WIDTH,
  createPdf,
  drawBlock,
  drawFacts,
  drawLines,
  drawNote,
  drawTitle,
  drawTotals,
  LEFT,
} from './pdf-layout.ts';

const COLUMN = (CONTENT_WIDTH - 30) / 2;

/**
 * An invoice or a credit note as a one-page A4 PDF in the reader's language: seller and buyer,
 * number, date, status, lines, net, VAT (or the reverse-charge text) and total. Pure: the data in,
 * the bytes out; every field is cut to a bounded length, so the work does not depend on the input.
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const texts = textsOf(data.lang);
  const title = data.kind === 'credit_note' ? texts.titles.creditNote : texts.titles.invoice;
  const pdf = createPdf({
    title: `${title} ${data.number}`,
    author: bounded(data.seller.name),
    lang: data.lang,
  });
  const amount = (minor: number) => money(minor, data.currency, data.lang);

  let y = drawTitle(pdf, title, 50);
  const facts: [string, string][] = [
    [texts.number, bounded(data.number, 40)],
    [texts.issueDate, formatDate(data.issuedAt)],
    [texts.status, texts.invoiceStatuses[data.status]],
    [texts.currency, bounded(data.currency, 3)],
  ];
  if (data.paidAt) facts.push([texts.paidOn, formatDate(data.paidAt)]);
  const factsEnd = drawFacts(pdf, facts, LEFT, y, COLUMN);
  const sellerEnd = drawBlock(
    pdf,
    texts.seller,
    sellerLines(data.seller, data.lang),
    LEFT + COLUMN + 30,
    y,
    COLUMN,
  );
  y = Math.max(factsEnd, sellerEnd) + 18;
  y = drawBlock(pdf, texts.buyer, partyLines(data.buyer, data.lang), LEFT, y, COLUMN) + 24;
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
