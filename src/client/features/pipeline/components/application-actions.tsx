import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import type { Application } from '#shared/schemas/pipeline.ts';

export type ApplicationAction = 'move' | 'note' | 'reverse' | 'cv';

/** What can be done with an application; the buttons follow the caller's rights. */
export function ApplicationActions(props: {
  application: Application;
  jobId: string;
  canUpdate: boolean;
  isStaff: boolean;
  onAction: (action: ApplicationAction, application: Application) => void;
}) {
  const { t } = useTranslation();
  const { application, canUpdate, isStaff, onAction } = props;
  const name = application.candidateName;
  const hired = application.hiredAt !== null;
  return (
    <div className="pipeline-actions">
      {canUpdate && !hired && (
        <Button
          type="button"
          size="small"
          icon="pi pi-arrow-right"
          label={t('pipeline.move')}
          aria-label={t('pipeline.moveLabel', { name })}
          onClick={() => onAction('move', application)}
        />
      )}
      {canUpdate && (
        <Button
          type="button"
          size="small"
          icon="pi pi-comment"
          text
          aria-label={t('pipeline.noteLabel', { name })}
          tooltip={t('pipeline.note')}
          onClick={() => onAction('note', application)}
        />
      )}
      {application.cvFileId && (
        <Button
          type="button"
          size="small"
          icon="pi pi-file-pdf"
          text
          aria-label={t('pipeline.openCv', { name })}
          tooltip={t('pipeline.cv')}
          onClick={() => onAction('cv', application)}
        />
      )}
      <Link
        className="p-button p-button-text p-button-sm pipeline-actions__link"
        to={pathFor('applicationHistory', {
          jobId: props.jobId,
          candidateId: application.candidateId,
        })}
        aria-label={t('pipeline.historyLabel', { name })}
      >
        <span className="pi pi-history" aria-hidden="true" />
      </Link>
      {isStaff && hired && !application.rewardReversed && !application.rewardEarned && (
        <Button
          type="button"
          size="small"
          severity="danger"
          outlined
          label={t('pipeline.reverse')}
          onClick={() => onAction('reverse', application)}
        />
      )}
    </div>
  );
}
