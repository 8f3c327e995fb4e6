import type { StatementPdfData } from './document-data.ts';
import { createDocumentPdf, drawFactsAndPlatform, drawPartyRow } from './document-head.ts';
import { bounded, fill, groupedIban, money, percent, textsOf } from './document-texts.ts';
import { drawLines, drawNote, drawTitle, drawTotals } from './pdf-layout.ts';

/**
 * A payout's self-billing statement as a one-page A4 PDF in the reader's language: the platform
 * issues it on behalf of the recruiter (the supplier), with the recruiter's billing and tax
 * details, the bank account paid, gross, withholding and net. Pure and bounded like the invoice.
 */
export async function renderStatementPdf(data: StatementPdfData): Promise<Buffer> {
  const texts = textsOf(data.lang);
  const pdf = createDocumentPdf(texts.titles.statement, data.number, data.customer, data.lang);
  const amount = (minor: number) => money(minor, data.currency, data.lang);

  let y = drawTitle(pdf, texts.titles.statement, 50);
  y = drawNote(pdf, texts.statementNote, y - 4) + 8;
  y = drawFactsAndPlatform(
    pdf,
    {
      ...data,
      status: texts.payoutStatuses[data.status],
      more: data.bankReference ? [[texts.bankReference, bounded(data.bankReference, 100)]] : [],
    },
    { heading: texts.customer, details: data.customer },
    y,
  );
  y = drawPartyRow(pdf, { heading: texts.supplier, details: data.supplier }, y, {
    heading: texts.bankAccount,
    lines: [
      `${texts.accountHolder}: ${bounded(data.accountHolderName)}`,
      `${texts.iban}: ${groupedIban(data.iban)}`,
    ],
  });

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
