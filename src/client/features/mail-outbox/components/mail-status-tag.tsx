import { useTranslation } from 'react-i18next';
import type { MailStatus } from '#shared/schemas/mail-outbox.ts';

const TONE = {
  sent: 'success',
  failed: 'danger',
  pending: 'warning',
  kept: 'info',
} as const satisfies Record<MailStatus, string>;

/** A mail's delivery status as a coloured label. */
export function MailStatusTag({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill status-pill--${TONE[status]}`}>
      {t(`mailOutbox.statuses.${status}`)}
    </span>
  );
}
