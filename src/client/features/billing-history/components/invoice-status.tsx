import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '#shared/schemas/billing-history.ts';

const TONE: Record<InvoiceStatus, string> = {
  unpaid: 'warning',
  paid: 'success',
  credited: 'danger',
  issued: 'info',
};

/** An invoice's status as a coloured pill. */
export function InvoiceStatusPill({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill status-pill--${TONE[status]}`}>
      {t(`billingHistory.statuses.${status}`)}
    </span>
  );
}
