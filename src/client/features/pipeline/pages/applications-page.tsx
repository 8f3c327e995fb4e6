import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_SELECT } from '../components/hidden-select.ts';
import { Link, useSearchParams } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { formatMoney } from '#shared/format/money.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { Application } from '#shared/schemas/pipeline.ts';
import { hasRight } from '#client/session/session-store.ts';
import { useSession } from '#client/session/use-session.ts';
import { useAddNote } from '../api/add-note.ts';
import { useBoard } from '../api/get-board.ts';
import { usePipelineJobs } from '../api/get-pipeline-jobs.ts';
import { useReverseHire } from '../api/reverse-hire.ts';
import type { ApplicationAction } from '../components/application-actions.tsx';
import { ApplicationsTable } from '../components/applications-table.tsx';
import { CvPreview } from '../components/cv-preview.tsx';
import { MoveDialog } from '../components/move-dialog.tsx';
import { NoteDialog } from '../components/note-dialog.tsx';
import { PipelineBoard } from '../components/pipeline-board.tsx';
import '../pipeline.css';

type Open = { action: ApplicationAction; application: Application } | null;

/** /chrs/applications: pick a job, then its pipeline board or table. `?job=` keeps the choice. */
export function ApplicationsPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const jobs = usePipelineJobs('');
  const jobId = params.get('job') ?? jobs.data?.items[0]?.id ?? null;
  const view = params.get('view') === 'table' ? 'table' : 'board';
  const board = useBoard(jobId);
  const addNote = useAddNote();
  const reverse = useReverseHire();
  const [open, setOpen] = useState<Open>(null);
  const canUpdate = hasRight(session.rights, 'applications', 'update');
  const isStaff = session.user?.roleId === ROLE.admin;

  function update(next: { job?: string; view?: string }) {
    const merged = new URLSearchParams(params);
    if (jobId) merged.set('job', jobId);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    setParams(merged);
  }

  const job = board.data?.job;
  const onAction = (action: ApplicationAction, application: Application) =>
    setOpen({ action, application });

  return (
    <div className="pipeline-page">
      <header className="page-head pipeline-head">
        <div>
          <h1>{t('pipeline.title')}</h1>
          <p className="page-head__sub">{t('pipeline.subtitle')}</p>
        </div>
        <div className="pipeline-head__links">
          {jobId && hasRight(session.rights, 'jobsEdit', 'update') && (
            <Link className="p-button p-button-outlined" to={pathFor('jobsEdit', { id: jobId })}>
              <span className="pi pi-pencil" aria-hidden="true" />
              {t('pipeline.editJob')}
            </Link>
          )}
          {hasRight(session.rights, 'jobsCreate', 'insert') && (
            <Link className="p-button" to={pathFor('jobsCreate')}>
              <span className="pi pi-plus" aria-hidden="true" />
              {t('pipeline.postJob')}
            </Link>
          )}
        </div>
      </header>
      {jobs.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {jobs.isError && (
        <div className="page-state" role="alert">
          <p>{t('pipeline.loadFailed')}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void jobs.refetch()} />
        </div>
      )}
      {jobs.data && jobs.data.items.length === 0 && (
        <p className="page-state">{t('pipeline.noJobs')}</p>
      )}
      {jobs.data && jobs.data.items.length > 0 && (
        <div className="pipeline-toolbar">
          <span className="pipeline-field pipeline-field--inline pipeline-field--grow">
            <label htmlFor={`${id}-job`}>{t('pipeline.job')}</label>
            <Dropdown
              pt={HIDDEN_SELECT}
              inputId={`${id}-job`}
              value={jobId}
              options={jobs.data.items.map((item) => ({
                value: item.id,
                label: t('pipeline.jobOption', {
                  title: item.title,
                  code: item.referenceCode,
                  count: item.applicationCount,
                  company: isStaff ? ` · ${item.companyName}` : '',
                }),
              }))}
              filter
              filterPlaceholder={t('pipeline.jobSearch')}
              placeholder={t('pipeline.jobPlaceholder')}
              onChange={(event) => update({ job: event.value as string })}
            />
          </span>
          <span className="pipeline-field pipeline-field--inline">
            <span id={`${id}-view`} className="pipeline-field__label">
              {t('pipeline.view')}
            </span>
            <span className="pipeline-view" role="group" aria-labelledby={`${id}-view`}>
              {(['board', 'table'] as const).map((option) => (
                <Button
                  key={option}
                  type="button"
                  icon={option === 'board' ? 'pi pi-objects-column' : 'pi pi-table'}
                  label={t(option === 'board' ? 'pipeline.viewBoard' : 'pipeline.viewTable')}
                  outlined={view !== option}
                  aria-pressed={view === option}
                  onClick={() => update({ view: option })}
                />
              ))}
            </span>
          </span>
        </div>
      )}
      {jobId && board.isPending && (
        <div className="page-state" role="status">
          <ProgressSpinner
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-label={t('common.loading')}
          />
        </div>
      )}
      {jobId && board.isError && (
        <div className="page-state" role="alert">
          <p>{t('pipeline.loadFailed')}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void board.refetch()} />
        </div>
      )}
      {board.data && job && (
        <>
          <p className="pipeline-summary">
            {t('pipeline.jobSummary', {
              count: job.applicationCount,
              hires: job.hireCount,
              reward: formatMoney(job.rewardMinor, job.rewardCurrency, i18n.language),
            })}
          </p>
          {view === 'board' ? (
            <PipelineBoard
              board={board.data}
              canUpdate={canUpdate}
              isStaff={isStaff}
              onAction={onAction}
            />
          ) : (
            <ApplicationsTable
              jobId={job.id}
              statuses={board.data.statuses}
              canUpdate={canUpdate}
              isStaff={isStaff}
              onAction={onAction}
            />
          )}
        </>
      )}
      {open?.action === 'move' && board.data && (
        <MoveDialog
          application={open.application}
          job={board.data.job}
          statuses={board.data.statuses}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.action === 'note' && (
        <NoteDialog
          title={t('pipeline.noteDialog.title', { name: open.application.candidateName })}
          label={t('pipeline.moveDialog.description')}
          submitLabel={t('pipeline.noteDialog.save')}
          doneMessage={t('pipeline.noteDialog.saved')}
          onSubmit={(note) => addNote.mutateAsync({ id: open.application.id, note })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.action === 'reverse' && (
        <NoteDialog
          title={t('pipeline.reverseDialog.title', { name: open.application.candidateName })}
          intro={t('pipeline.reverseDialog.message')}
          label={t('pipeline.moveDialog.description')}
          submitLabel={t('pipeline.reverseDialog.confirm')}
          doneMessage={t('pipeline.reverseDialog.done')}
          danger
          onSubmit={(note) => reverse.mutateAsync({ id: open.application.id, note })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.action === 'cv' && open.application.cvFileId && (
        <CvPreview
          fileId={open.application.cvFileId}
          name={open.application.cvFileName ?? 'cv'}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
