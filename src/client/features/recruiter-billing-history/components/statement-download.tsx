import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecruiterBillingHistoryItem } from '#shared/schemas/recruiter-billing-history.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { downloadStatementPdf } from '../api/download-statement-pdf.ts';

/** A row's action: download the payout's self-billing statement as a PDF. */
export function StatementDownload({ payout }: { payout: RecruiterBillingHistoryItem }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatementPdf(payout, i18n.language === 'tr' ? 'tr' : 'en');
    } catch (error) {
      showToast({
        severity: 'error',
        summary: t('recruiterBillingHistory.downloadFailed'),
        detail: errorMessage(error, t),
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      type="button"
      icon="pi pi-file-pdf"
      label="PDF"
      text
      size="small"
      loading={downloading}
      aria-label={t('recruiterBillingHistory.download', { number: payout.statementNumber })}
      onClick={() => void download()}
    />
  );
}
