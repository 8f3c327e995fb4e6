import { useTranslation } from 'react-i18next';
import type { MyApplication, MyApplicationStatus } from '#shared/schemas/my-applications.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { statusName } from './status-chip.tsx';

type Props = {
  id: string;
  application: MyApplication;
  statuses: ReadonlyMap<number, MyApplicationStatus>;
};

/** The status changes of one application, oldest first. */
export function StatusHistory({ id, application, statuses }: Props) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const name = (statusId: number | null) =>
    statusName(statusId === null ? undefined : statuses.get(statusId), i18n.language);
  if (application.history.length === 0)
    return (
      <p id={id} className="my-applications-history__empty">
        {t('myApplications.historyEmpty')}
      </p>
    );
  return (
    <ol
      id={id}
      className="my-applications-history"
      aria-label={t('myApplications.historyLabel', { job: application.jobTitle })}
    >
      {application.history.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`} className="my-applications-history__item">
          <time dateTime={entry.changedAt}>{appDate.date(entry.changedAt)}</time>
          <span>
            {entry.fromStatusId === null
              ? t('myApplications.historyStart', { status: name(entry.toStatusId) })
              : t('myApplications.historyMove', {
                  from: name(entry.fromStatusId),
                  to: name(entry.toStatusId),
                })}
          </span>
        </li>
      ))}
    </ol>
  );
}
