import type { Language } from '#shared/i18n/languages.ts';
import { downloadPdf } from '#client/lib/download-pdf.ts';

/** GET /api/billing-history/:id/pdf saved as `<number>.pdf`. */
export function downloadInvoicePdf(
  invoice: { id: string; number: string },
  lang: Language,
): Promise<void> {
  return downloadPdf(
    `/billing-history/${encodeURIComponent(invoice.id)}/pdf?lang=${lang}`,
    `${invoice.number}.pdf`,
  );
}
