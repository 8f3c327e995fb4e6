import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { CandidateStatus, HistoryEntry } from '#shared/schemas/pipeline.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { StatusChip } from './status-chip.tsx';
import { statusById, statusName } from './status-label.ts';

/** Every status change (and note) with who, when and the note, oldest first, per application. */
export function HistoryTimeline(props: {
  items: HistoryEntry[];
  statuses: CandidateStatus[];
  showJob: boolean;
}) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const groups = new Map<string, HistoryEntry[]>();
  for (const item of props.items)
    groups.set(item.applicationId, [...(groups.get(item.applicationId) ?? []), item]);
  const chip = (id: number | null) => {
    const status = statusById(props.statuses, id);
    return (
      <StatusChip name={statusName(status, i18n.language)} color={status?.colorCode ?? '#64748b'} />
    );
  };
  return (
    <div className="pipeline-history">
      {[...groups.values()].map((entries) => {
        const first = entries[0];
        if (!first) return null;
        return (
          <section
            key={first.applicationId}
            className="pipeline-history__group"
            aria-label={first.candidateName}
          >
            <h2 className="pipeline-history__title">
              {first.candidateName}
              {props.showJob && (
                <span className="pipeline-history__job">
                  {' · '}
                  <Link
                    to={pathFor('applicationHistory', {
                      jobId: first.jobId,
                      candidateId: first.candidateId,
                    })}
                  >
                    {t('pipeline.historyPage.job', { title: first.jobTitle })}
                  </Link>
                </span>
              )}
            </h2>
            <ol className="pipeline-timeline">
              {entries.map((entry) => (
                <li key={entry.id} className="pipeline-timeline__item">
                  <p className="pipeline-timeline__what">
                    {entry.isNote ? (
                      <strong>{t('pipeline.historyPage.noteEntry')}</strong>
                    ) : entry.fromStatusId === null ? (
                      <>{chip(entry.toStatusId)}</>
                    ) : (
                      <>
                        {chip(entry.fromStatusId)} <span aria-hidden="true">→</span>
                        <span className="visually-hidden">→</span> {chip(entry.toStatusId)}
                      </>
                    )}
                  </p>
                  <p className="pipeline-timeline__meta">
                    <time dateTime={entry.changedAt}>{appDate.dateTime(entry.changedAt)}</time>{' '}
                    {entry.changedBy &&
                      t('pipeline.historyPage.changedBy', { name: entry.changedBy })}
                    {entry.cvFileId && <> · {t('pipeline.historyPage.cv')}</>}
                  </p>
                  {entry.note && <p className="pipeline-timeline__note">{entry.note}</p>}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
