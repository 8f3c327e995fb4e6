import type { Language } from '#shared/i18n/languages.ts';
import { downloadPdf } from '#client/lib/download-pdf.ts';

/** GET /api/recruiter-billing-history/:id/pdf saved as `<statement number>.pdf`. */
export function downloadStatementPdf(
  payout: { id: string; statementNumber: string },
  lang: Language,
): Promise<void> {
  return downloadPdf(
    `/recruiter-billing-history/${encodeURIComponent(payout.id)}/pdf?lang=${lang}`,
    `${payout.statementNumber}.pdf`,
  );
}
