import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { BillingHistoryItem } from '#shared/schemas/billing-history.ts';
import { PdfDownloadButton } from '#client/components/pdf-download-button.tsx';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';

/** A row's actions: download its PDF; a company pays an unpaid invoice through checkout. */
export function InvoiceActions(props: { invoice: BillingHistoryItem; canPay: boolean }) {
  const { t } = useTranslation();
  const { invoice } = props;

  return (
    <span className="admin-actions billing-actions">
      <PdfDownloadButton
        ariaLabel={t('billingHistory.download', { number: invoice.number })}
        failedSummary={t('billingHistory.downloadFailed')}
        download={(lang) => downloadInvoicePdf(invoice, lang)}
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
