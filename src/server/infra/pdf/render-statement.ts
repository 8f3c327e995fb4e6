import { formatDate } from '#shared/format/date.ts';
import type { StatementPdfData } from './document-data.ts';
import { bounded, fill, groupedIban, money, percent, textsOf } from './document-texts.ts';
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
 * A payout's self-billing statement as a one-page A4 PDF in the reader's language: the platform
 * issues it on behalf of the recruiter (the supplier), with the recruiter's billing and tax
 * details, the bank account paid, gross, withholding and net. Pure and bounded like the invoice.
 */
export async function renderStatementPdf(data: StatementPdfData): Promise<Buffer> {
  const texts = textsOf(data.lang);
  const pdf = createPdf({
    title: `${texts.titles.statement} ${data.number}`,
    author: bounded(data.customer.name),
    lang: data.lang,
  });
  const amount = (minor: number) => money(minor, data.currency, data.lang);

  let y = drawTitle(pdf, texts.titles.statement, 50);
  y = drawNote(pdf, texts.statementNote, y - 4) + 8;
  const facts: [string, string][] = [
    [texts.number, bounded(data.number, 40)],
    [texts.issueDate, formatDate(data.issuedAt)],
    [texts.status, texts.payoutStatuses[data.status]],
    [texts.currency, bounded(data.currency, 3)],
  ];
  if (data.paidAt) facts.push([texts.paidOn, formatDate(data.paidAt)]);
  if (data.bankReference) facts.push([texts.bankReference, bounded(data.bankReference, 100)]);
  const factsEnd = drawFacts(pdf, facts, LEFT, y, COLUMN);
  const customerEnd = drawBlock(
    pdf,
    texts.customer,
    sellerLines(data.customer, data.lang),
    LEFT + COLUMN + 30,
    y,
    COLUMN,
  );
  y = Math.max(factsEnd, customerEnd) + 18;
  const supplierEnd = drawBlock(
    pdf,
    texts.supplier,
    partyLines(data.supplier, data.lang),
    LEFT,
    y,
    COLUMN,
  );
  const bankEnd = drawBlock(
    pdf,
    texts.bankAccount,
    [
      `${texts.accountHolder}: ${bounded(data.accountHolderName)}`,
      `${texts.iban}: ${groupedIban(data.iban)}`,
    ],
    LEFT + COLUMN + 30,
    y,
    COLUMN,
  );
  y = Math.max(supplierEnd, bankEnd) + 24;

  y = drawLines(
    pdf,
    [texts.description, texts.amount],
    [[texts.lines.statement, amount(data.grossMinor)]],
    y,
  );
  drawTotals(
    pdf,
    [
      [texts.gross, amount(data.grossMinor)],
      [
        fill(texts.withholding, { rate: percent(data.withholdingRateBp, data.lang) }),
        amount(-data.withholdingMinor),
      ],
      [texts.netPayable, amount(data.netMinor)],
    ],
    y,
  );
  return pdf.finish();
}
