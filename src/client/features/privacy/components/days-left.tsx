import { useTranslation } from 'react-i18next';
import type { DataRequest } from '#shared/schemas/privacy.ts';

/** Days until the due date; red (and said in words) once overdue, a dash when done. */
export function DaysLeft({ request }: { request: DataRequest }) {
  const { t } = useTranslation();
  if (request.daysLeft === null) return <span>—</span>;
  if (request.daysLeft < 0)
    return (
      <span className="data-request-overdue">
        {t('privacy.requests.overdue', { count: -request.daysLeft })}
      </span>
    );
  return <span>{t('privacy.requests.daysLeft', { count: request.daysLeft })}</span>;
}
