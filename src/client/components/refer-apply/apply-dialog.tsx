import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '#shared/constants/domain.ts';
import { truncate } from '#shared/format/text.ts';
import { pathFor } from '#shared/routes.ts';
import type { ReferralResult } from '#shared/schemas/referrals.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { hasCv, type CvChoice } from '#client/components/cv-chooser/cv-choice.ts';
import { CvChooser } from '#client/components/cv-chooser/cv-chooser.tsx';
import { useSession } from '#client/session/use-session.ts';
import { useCandidateCvs } from './api/get-candidate-cvs.ts';
import { getFileBlob } from './api/get-file-blob.ts';
import { usePostApplication } from './api/post-application.ts';
import {
  AdditionalInfoField,
  FieldLabel,
  FieldMessage,
  newSubmissionKey,
  serverFieldErrors,
  type FieldErrors,
} from './form-parts.tsx';
import { LoadingDialog, type LoadingState } from './loading-dialog.tsx';
import { MAX_UPLOAD_MB } from './candidate-fields.tsx';
import type { DialogJob } from './refer-dialog.tsx';
import { TermsCheckboxes } from './terms-checkboxes.tsx';
import './referrals.css';

/** The Apply dialog (550 px): the user's names and LinkedIn, a CV (new or latest) and both terms. */
export function ApplyDialog({
  job,
  onClose,
  onDone,
}: {
  job: DialogJob;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const cvs = useCandidateCvs('mine');
  const mutation = usePostApplication();
  const key = useRef(newSubmissionKey());
  const [pickedCv, setCv] = useState<CvChoice | null>(null);
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [terms, setTerms] = useState({ term1: false, term2: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loading, setLoading] = useState<LoadingState | null>(null);
  const linkedin = user?.linkedinPage ?? '';

  // Start from the latest stored CV when there is one.
  const latest = cvs.data?.items[0];
  const cv: CvChoice =
    pickedCv ?? (latest ? { mode: 'latestCV', cvId: latest.id } : { mode: 'newCV', file: null });

  const toast = (severity: 'success' | 'info' | 'error', summary: string, detail: string) =>
    showToast({ severity, summary: t(summary), detail: t(detail) });

  /** The message of a failed or refused application, or null when it went through. */
  const outcome = (result: ReferralResult): string | null => {
    if (result.status === 0) return null;
    if (result.status === -1)
      return result.alreadyApplied
        ? 'referrals.outcome.alreadyAppliedText'
        : 'referrals.outcome.alreadyReferred';
    return 'referrals.outcome.nameNotFound';
  };

  const failureKey = (error: unknown) => {
    if (!(error instanceof ApiError)) return 'referrals.outcome.applyError';
    if (error.status === 0) return 'referrals.outcome.applyNetwork';
    if (error.code === 'own_company_job') return 'errors.own_company_job';
    if (error.status >= 500) return 'referrals.outcome.applyServer';
    if (error.status === 413) return 'referrals.outcome.tooLarge';
    return 'referrals.outcome.applyFailed';
  };
  /** A limit says when the person can try again (the wait is in the answer's details). */
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'rate_limited'
      ? errorMessage(error, t)
      : t(failureKey(error));

  async function onSubmit() {
    const next: FieldErrors = {};
    if (!terms.term1 || !terms.term2) next.terms = 'referrals.validation.terms';
    if (!hasCv(cv))
      next.cv =
        cv.mode === 'newCV' ? 'referrals.validation.attachCv' : 'referrals.validation.selectCv';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const file = cv.mode === 'newCV' ? cv.file : null;
    if (file) setLoading({ kind: 'progress' });
    try {
      const result = await mutation.mutateAsync({
        payload: {
          jobId: job.id,
          cvFileId: cv.mode === 'latestCV' ? (cv.cvId ?? undefined) : undefined,
          additionalInfo,
          term1Accepted: true,
          term2Accepted: true,
        },
        cv: file,
        idempotencyKey: key.current,
      });
      key.current = newSubmissionKey();
      const refused = outcome(result);
      if (result.alreadyApplied) {
        setLoading(null);
        toast(
          'info',
          'referrals.outcome.alreadyAppliedTitle',
          'referrals.outcome.alreadyAppliedText',
        );
        onDone();
      } else if (refused) {
        if (file) setLoading({ kind: 'error', message: t(refused) });
        else toast('error', 'referrals.outcome.error', refused);
      } else if (file) setLoading({ kind: 'success', message: t('referrals.loading.success') });
      else {
        toast('success', 'referrals.outcome.success', 'referrals.outcome.applied');
        onDone();
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) key.current = newSubmissionKey();
      if (error instanceof ApiError && error.status === 400) {
        const fields = serverFieldErrors(error.details);
        if (Object.keys(fields).length > 0) {
          setLoading(null);
          setErrors(fields);
          return;
        }
      }
      const text = failureText(error);
      if (file) setLoading({ kind: 'error', message: text });
      else showToast({ severity: 'error', summary: t('referrals.outcome.error'), detail: text });
    }
  }

  const closeLoading = () => {
    if (loading?.kind === 'success') {
      toast('success', 'referrals.outcome.success', 'referrals.outcome.applied');
      onDone();
    }
    setLoading(null);
  };

  const id = (name: string) => `apply-${name}`;
  return (
    <>
      <Dialog
        visible={!loading}
        modal
        className="referral-dialog"
        header={t('referrals.apply.title')}
        style={{ width: '550px' }}
        breakpoints={{ '640px': '95vw' }}
        onHide={onClose}
      >
        <form
          className="referral-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <p className="referral-dialog__job referral-form__field--wide">
            <span className="referral-dialog__job-label">{t('referrals.apply.job')}:</span>{' '}
            <strong>{truncate(job.title, LIMITS.applyDialogTitle)}</strong>
          </p>
          <div className="referral-form__field">
            <FieldLabel htmlFor={id('firstname')}>{t('referrals.apply.firstname')}</FieldLabel>
            <InputText id={id('firstname')} value={user?.firstname ?? ''} disabled />
          </div>
          <div className="referral-form__field">
            <FieldLabel htmlFor={id('lastname')}>{t('referrals.apply.lastname')}</FieldLabel>
            <InputText id={id('lastname')} value={user?.lastname ?? ''} disabled />
          </div>
          <div className="referral-form__field referral-form__field--wide">
            <FieldLabel htmlFor={id('linkedin')}>{t('referrals.apply.linkedin')}</FieldLabel>
            <InputText
              id={id('linkedin')}
              value={linkedin}
              disabled
              aria-describedby={linkedin ? undefined : id('linkedin-hint')}
            />
            {!linkedin && (
              <small id={id('linkedin-hint')} className="referral-form__hint">
                {t('referrals.apply.linkedinHint')}{' '}
                <Link to={pathFor('profile')}>{t('referrals.apply.updateProfile')}</Link>
              </small>
            )}
          </div>
          <AdditionalInfoField
            id={id('info')}
            label={t('referrals.apply.additionalInfo')}
            value={additionalInfo}
            onChange={setAdditionalInfo}
          />
          <div className="referral-form__field referral-form__field--wide">
            <FieldLabel htmlFor={`${id('cv')}-new`} required invalid={Boolean(errors.cv)}>
              {t('referrals.apply.cv')}
            </FieldLabel>
            <CvChooser
              idPrefix={id('cv')}
              stored={cvs.data?.items}
              storedLoading={cvs.isLoading}
              storedError={cvs.isError}
              onRetryStored={() => void cvs.refetch()}
              value={cv}
              onChange={(choice) => {
                setCv(choice);
                setErrors((current) => ({ ...current, cv: undefined }));
              }}
              onRejected={() =>
                setErrors((current) => ({ ...current, cv: 'referrals.validation.cvType' }))
              }
              loadStored={(file) => getFileBlob(file.url)}
              maxMb={MAX_UPLOAD_MB}
              invalid={Boolean(errors.cv)}
            />
            <FieldMessage id={id('cv-error')} error={errors.cv} />
          </div>
          <div className="referral-form__field--wide">
            <TermsCheckboxes
              idPrefix={id('terms')}
              value={terms}
              onChange={setTerms}
              error={errors.terms}
            />
          </div>
          <div className="referral-form__actions">
            <Button type="button" outlined label={t('referrals.apply.cancel')} onClick={onClose} />
            <Button
              type="submit"
              label={t('referrals.apply.submit')}
              icon="pi pi-send"
              disabled={!linkedin}
              loading={mutation.isPending && !loading}
            />
          </div>
        </form>
      </Dialog>
      {loading && <LoadingDialog state={loading} onClose={closeLoading} />}
    </>
  );
}
