import { useTranslation } from 'react-i18next';
import type { BoardResponse } from '#shared/schemas/pipeline.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { ApplicationActions, type ApplicationAction } from './application-actions.tsx';
import { statusById, statusName } from './status-label.ts';
import type { Application } from '#shared/schemas/pipeline.ts';

/** One column per candidate status of the catalogue, in the catalogue's order. */
export function PipelineBoard(props: {
  board: BoardResponse;
  canUpdate: boolean;
  isStaff: boolean;
  onAction: (action: ApplicationAction, application: Application) => void;
}) {
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const { board } = props;
  return (
    <div className="pipeline-board" role="list" aria-label={t('pipeline.viewBoard')}>
      {board.columns.map((column) => {
        const status = statusById(board.statuses, column.statusId);
        const name = statusName(status, i18n.language);
        const headingId = `pipeline-col-${column.statusId}`;
        return (
          <section
            key={column.statusId}
            className="pipeline-column"
            role="listitem"
            aria-labelledby={headingId}
          >
            <h2 id={headingId} className="pipeline-column__head">
              <span
                className="pipeline-status__dot"
                style={{ background: status?.colorCode }}
                aria-hidden="true"
              />
              {name}
              <span className="pipeline-column__count">{column.items.length}</span>
            </h2>
            {column.items.length === 0 ? (
              <p className="pipeline-column__empty">{t('pipeline.emptyColumn')}</p>
            ) : (
              <ul className="pipeline-column__list">
                {column.items.map((item) => (
                  <li key={item.id} className="pipeline-card">
                    <p className="pipeline-card__name">{item.candidateName}</p>
                    <p className="pipeline-card__meta">
                      {item.kind === 'application'
                        ? t('pipeline.applied')
                        : t('pipeline.referredBy', { name: item.referrerName })}
                    </p>
                    <p className="pipeline-card__meta">
                      {t('pipeline.updated', { date: appDate.date(item.updatedAt) })}
                    </p>
                    {item.hiredAt && <span className="pipeline-badge">{t('pipeline.hired')}</span>}
                    {item.rewardReversed && (
                      <span className="pipeline-badge pipeline-badge--muted">
                        {t('pipeline.rewardReversed')}
                      </span>
                    )}
                    {item.candidateResponse === 'confirmed' && (
                      <span className="pipeline-badge" data-testid="candidate-confirmed">
                        <i className="pi pi-verified" aria-hidden="true" />{' '}
                        {t('consents.badge.confirmed')}
                      </span>
                    )}
                    <ApplicationActions
                      application={item}
                      jobId={board.job.id}
                      canUpdate={props.canUpdate}
                      isStaff={props.isStaff}
                      onAction={props.onAction}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
