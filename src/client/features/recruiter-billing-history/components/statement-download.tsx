import { useTranslation } from 'react-i18next';
import type { RecruiterBillingHistoryItem } from '#shared/schemas/recruiter-billing-history.ts';
import { PdfDownloadButton } from '#client/components/pdf-download-button.tsx';
import { downloadStatementPdf } from '../api/download-statement-pdf.ts';

/** A row's action: download the payout's self-billing statement as a PDF. */
export function StatementDownload({ payout }: { payout: RecruiterBillingHistoryItem }) {
  const { t } = useTranslation();
  return (
    <PdfDownloadButton
      ariaLabel={t('recruiterBillingHistory.download', { number: payout.statementNumber })}
      failedSummary={t('recruiterBillingHistory.downloadFailed')}
      download={(lang) => downloadStatementPdf(payout, lang)}
    />
  );
}
