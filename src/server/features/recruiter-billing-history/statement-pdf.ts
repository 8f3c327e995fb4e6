import type { Config } from '../../config.ts';
import type { payouts } from '../../db/schema/index.ts';
import type { PdfLanguage, StatementPdfData } from '../../infra/pdf/document-data.ts';

/** The data of a payout's self-billing statement: the stored payout and the platform. */
export function statementPdfData(
  payout: typeof payouts.$inferSelect,
  customer: Config['seller'],
  lang: PdfLanguage,
): StatementPdfData {
  return {
    lang,
    customer,
    supplier: payout.billingSnapshot,
    number: payout.statementNumber,
    issuedAt: payout.createdAt,
    status: payout.status,
    paidAt: payout.paidAt,
    accountHolderName: payout.accountHolderName,
    iban: payout.iban,
    bankReference: payout.bankReference,
    currency: payout.currency,
    grossMinor: payout.grossMinor,
    withholdingRateBp: payout.withholdingRateBp,
    withholdingMinor: payout.withholdingMinor,
    netMinor: payout.netMinor,
  };
}
