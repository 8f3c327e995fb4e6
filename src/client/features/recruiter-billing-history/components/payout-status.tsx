import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '#shared/schemas/payout.ts';

const TONE: Record<PayoutStatus, string> = {
  created: 'info',
  sent: 'warning',
  paid: 'success',
  returned: 'danger',
};

/** A payout's status as a coloured pill. */
export function PayoutStatusPill({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill status-pill--${TONE[status]}`}>
      {t(`recruiterBillingHistory.statuses.${status}`)}
    </span>
  );
}
