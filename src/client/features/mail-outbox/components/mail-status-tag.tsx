import { useTranslation } from 'react-i18next';
import type { MailStatus } from '#shared/schemas/mail-outbox.ts';

/** A mail's delivery status as a coloured label. */
export function MailStatusTag({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`mail-status mail-status--${status}`}>
      {t(`mailOutbox.statuses.${status}`)}
    </span>
  );
}
