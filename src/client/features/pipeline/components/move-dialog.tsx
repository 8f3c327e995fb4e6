import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { HIDDEN_SELECT } from './hidden-select.ts';
import { formatMoney } from '#shared/format/money.ts';
import type { Application, CandidateStatus, PipelineJob } from '#shared/schemas/pipeline.ts';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useMoveApplication } from '../api/move-application.ts';
import { useUploadCv } from '../api/upload-cv.ts';
import { statusById, statusName } from './status-label.ts';

type Errors = { status?: string; note?: string; cv?: string };
const CV_ACCEPT = '.pdf,.doc,.docx';

/** Moves an application: related status, description, a CV where the stage needs one; hire asks to confirm. */
export function MoveDialog(props: {
  application: Application;
  job: PipelineJob;
  statuses: CandidateStatus[];
  onClose: () => void;
}) {
  const { application, job, statuses, onClose } = props;
  const { t, i18n } = useTranslation();
  const appDate = useAppDate();
  const id = useId();
  const move = useMoveApplication();
  const upload = useUploadCv();
  const [statusId, setStatusId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [cvMode, setCvMode] = useState<'current' | 'new'>(application.cvFileId ? 'current' : 'new');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const target = statusById(statuses, statusId);
  const needsCv = target?.requiresCv ?? false;
  const isHire = target?.code === 'hire';
  const busy = move.isPending || upload.isPending;
  const reward = formatMoney(job.rewardMinor, job.rewardCurrency, i18n.language);
  const options = statuses
    .filter((status) => status.id !== application.statusId)
    .map((status) => ({ value: status.id, label: statusName(status, i18n.language) }));

  function validate(): boolean {
    const next: Errors = {};
    if (!target) next.status = t('pipeline.messages.status');
    if (!note.trim()) next.note = t('pipeline.messages.description');
    if (needsCv && !(cvMode === 'current' ? application.cvFileId : file))
      next.cv = t('pipeline.messages.cv');
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function save() {
    if (!target) return;
    try {
      let cvFileId: string | null = null;
      if (needsCv || file) {
        cvFileId =
          cvMode === 'new' && file
            ? (await upload.mutateAsync({ id: application.id, file })).fileId
            : application.cvFileId;
      }
      const result = await move.mutateAsync({
        id: application.id,
        input: {
          statusId: target.id,
          note: note.trim(),
          cvFileId,
          confirmHire: isHire || undefined,
        },
      });
      showToast({
        severity: 'success',
        summary: isHire
          ? result.reward
            ? t('pipeline.hireDialog.done', {
                reward: formatMoney(
                  result.reward.amountMinor,
                  result.reward.currency,
                  i18n.language,
                ),
                date: appDate.date(result.reward.guaranteeEndsAt),
              })
            : t('pipeline.hireDialog.doneNoReward')
          : t('pipeline.moveDialog.moved', { status: statusName(target, i18n.language) }),
      });
      onClose();
    } catch (error) {
      setConfirming(false);
      const message =
        error instanceof ApiError && error.status === 409
          ? error.message
          : error instanceof ApiError && error.code === 'validation_failed'
            ? error.message
            : t('pipeline.loadFailed');
      showToast({ severity: 'error', summary: message });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!validate()) return;
    if (isHire && !confirming) {
      setConfirming(true);
      return;
    }
    void save();
  }

  const current = statusName(statusById(statuses, application.statusId), i18n.language);
  return (
    <Dialog
      visible
      modal
      header={
        confirming
          ? t('pipeline.hireDialog.title')
          : t('pipeline.moveDialog.title', { name: application.candidateName })
      }
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '95vw' }}
      onHide={onClose}
    >
      <form onSubmit={submit} noValidate className="pipeline-form">
        {confirming ? (
          <p className="pipeline-form__confirm">
            {t(
              application.kind === 'application'
                ? 'pipeline.hireDialog.messageApplication'
                : job.rewardMinor > 0
                  ? 'pipeline.hireDialog.message'
                  : 'pipeline.hireDialog.messageNoReward',
              {
                name: application.candidateName,
                job: job.title,
                reward,
              },
            )}
          </p>
        ) : (
          <>
            <p className="pipeline-form__muted">
              {t('pipeline.moveDialog.current', { status: current })}
            </p>
            <div className="pipeline-field">
              <label htmlFor={`${id}-status`}>{t('pipeline.moveDialog.status')}</label>
              <Dropdown
                pt={HIDDEN_SELECT}
                inputId={`${id}-status`}
                value={statusId}
                options={options}
                onChange={(event) => {
                  setStatusId(event.value as number);
                  setErrors((previous) => ({ ...previous, status: undefined, cv: undefined }));
                }}
                placeholder={t('pipeline.moveDialog.statusPlaceholder')}
                invalid={Boolean(errors.status)}
                aria-describedby={errors.status ? `${id}-status-error` : undefined}
              />
              {errors.status && (
                <small id={`${id}-status-error`} className="p-error" role="alert">
                  {errors.status}
                </small>
              )}
            </div>
            <div className="pipeline-field">
              <label htmlFor={`${id}-note`}>{t('pipeline.moveDialog.description')}</label>
              <InputTextarea
                id={`${id}-note`}
                value={note}
                rows={4}
                maxLength={2000}
                onChange={(event) => setNote(event.target.value)}
                invalid={Boolean(errors.note)}
                aria-invalid={Boolean(errors.note)}
                aria-describedby={errors.note ? `${id}-note-error` : undefined}
              />
              {errors.note && (
                <small id={`${id}-note-error`} className="p-error" role="alert">
                  {errors.note}
                </small>
              )}
            </div>
            {needsCv && (
              <fieldset className="pipeline-field pipeline-cv">
                <legend>{t('pipeline.moveDialog.cv')}</legend>
                <p className="pipeline-form__muted">{t('pipeline.moveDialog.cvHint')}</p>
                {application.cvFileId && (
                  <div className="pipeline-cv__option">
                    <RadioButton
                      inputId={`${id}-cv-current`}
                      name={`${id}-cv`}
                      checked={cvMode === 'current'}
                      onChange={() => setCvMode('current')}
                    />
                    <label htmlFor={`${id}-cv-current`}>
                      {t('pipeline.moveDialog.useCurrentCv', { name: application.cvFileName })}
                    </label>
                  </div>
                )}
                <div className="pipeline-cv__option">
                  {application.cvFileId && (
                    <RadioButton
                      inputId={`${id}-cv-new`}
                      name={`${id}-cv`}
                      checked={cvMode === 'new'}
                      onChange={() => setCvMode('new')}
                    />
                  )}
                  <label htmlFor={`${id}-cv-file`}>{t('pipeline.moveDialog.attachCv')}</label>
                </div>
                <input
                  id={`${id}-cv-file`}
                  type="file"
                  accept={CV_ACCEPT}
                  className="pipeline-cv__file"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setCvMode('new');
                    setErrors((previous) => ({ ...previous, cv: undefined }));
                  }}
                  aria-describedby={errors.cv ? `${id}-cv-error` : undefined}
                />
                {errors.cv && (
                  <small id={`${id}-cv-error`} className="p-error" role="alert">
                    {errors.cv}
                  </small>
                )}
              </fieldset>
            )}
          </>
        )}
        {upload.isPending && <p role="status">{t('pipeline.moveDialog.uploading')}</p>}
        <div className="pipeline-form__actions">
          <Button
            type="button"
            label={confirming ? t('pipeline.hireDialog.back') : t('pipeline.moveDialog.cancel')}
            severity="secondary"
            outlined
            onClick={() => (confirming ? setConfirming(false) : onClose())}
            disabled={busy}
          />
          <Button
            type="submit"
            label={confirming ? t('pipeline.hireDialog.confirm') : t('pipeline.moveDialog.save')}
            severity={confirming ? 'success' : undefined}
            loading={busy}
          />
        </div>
      </form>
    </Dialog>
  );
}
