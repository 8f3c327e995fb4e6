import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { BillingHistoryItem } from '#shared/schemas/billing-history.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';

/** A row's actions: download its PDF; a company pays an unpaid invoice through checkout. */
export function InvoiceActions(props: { invoice: BillingHistoryItem; canPay: boolean }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const { invoice } = props;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice, i18n.language === 'tr' ? 'tr' : 'en');
    } catch (error) {
      showToast({
        severity: 'error',
        summary: t('billingHistory.downloadFailed'),
        detail: errorMessage(error, t),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <span className="admin-actions billing-actions">
      <Button
        type="button"
        icon="pi pi-file-pdf"
        label="PDF"
        text
        size="small"
        loading={downloading}
        aria-label={t('billingHistory.download', { number: invoice.number })}
        onClick={() => void download()}
      />
      {props.canPay && invoice.status === 'unpaid' && (
        <Link
          to={`${pathFor('checkout')}?invoice=${encodeURIComponent(invoice.id)}`}
          className="p-button p-button-sm billing-actions__pay"
          aria-label={t('billingHistory.payLabel', { number: invoice.number })}
        >
          {t('billingHistory.pay')}
        </Link>
      )}
    </span>
  );
}
