import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateSummary } from '#shared/schemas/candidates.ts';
import { referExistingRequestSchema } from '#shared/schemas/referrals.ts';
import { hasCv, type CvChoice } from '#client/components/cv-chooser/cv-choice.ts';
import { CvChooser } from '#client/components/cv-chooser/cv-chooser.tsx';
import { PhoneInput } from '#client/components/phone-input/phone-input.tsx';
import { useCandidateCvs } from './api/get-candidate-cvs.ts';
import { getFileBlob } from './api/get-file-blob.ts';
import { CandidatePicker } from './candidate-picker.tsx';
import { AdditionalInfoField, FieldLabel, FieldMessage, type FieldErrors } from './form-parts.tsx';
import { MAX_UPLOAD_MB } from './candidate-fields.tsx';
import { TermsCheckboxes } from './terms-checkboxes.tsx';
import { useReferSubmit } from './use-refer-submit.ts';

/** Refer one of the recruiter's own candidates; e-mail and mobile are asked only when missing. */
export function ExistingCandidateForm({
  jobId,
  onCancel,
  onDone,
}: {
  jobId: string | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [candidate, setCandidate] = useState<CandidateSummary | null>(null);
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [terms, setTerms] = useState({ term1: false, term2: false });
  const [pickedCv, setCv] = useState<CvChoice | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const cvs = useCandidateCvs(candidate?.id ?? null);
  const { submit, pending } = useReferSubmit(onDone);

  // A newly picked candidate starts from their latest CV, or an upload when they have none.
  const latest = cvs.data?.items[0];
  const cv: CvChoice =
    pickedCv ?? (latest ? { mode: 'latestCV', cvId: latest.id } : { mode: 'newCV', file: null });

  const needsEmail = candidate !== null && !candidate.email;
  const needsMobile = candidate !== null && !candidate.mobile;

  async function onSubmit() {
    const next: FieldErrors = {};
    if (!jobId) next.job = 'referrals.validation.job';
    if (!candidate) next.candidate = 'referrals.validation.candidate';
    const payload = {
      mode: 'existing' as const,
      jobId: jobId ?? '',
      candidateId: candidate?.id ?? '',
      email: needsEmail ? email : undefined,
      mobile: needsMobile ? mobile : undefined,
      cvFileId: cv.mode === 'latestCV' ? (cv.cvId ?? undefined) : undefined,
      additionalInfo,
      term1Accepted: terms.term1,
      term2Accepted: terms.term2,
    };
    const parsed = referExistingRequestSchema.safeParse(payload);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'jobId' || field === 'candidateId') continue;
        next[field.startsWith('term') ? 'terms' : field] ??= issue.message;
      }
    if (needsEmail && !email.trim()) next.email = 'referrals.validation.emailRequired';
    if (needsMobile && !mobile.trim()) next.mobile = 'referrals.validation.phoneRequired';
    if (candidate && !hasCv(cv)) next.cv = 'referrals.validation.cv';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (!parsed.success) return;
    const fromServer = await submit(parsed.data, cv.mode === 'newCV' ? cv.file : null);
    if (fromServer) setErrors(fromServer);
  }

  const id = (name: string) => `refer-existing-${name}`;
  return (
    <form
      className="referral-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <div className="referral-form__field referral-form__field--wide">
        <CandidatePicker
          selected={candidate}
          invalid={Boolean(errors.candidate)}
          onSelect={(next) => {
            setCandidate(next);
            setCv(null);
            setEmail('');
            setMobile('');
            setErrors({});
          }}
        />
        <FieldMessage id={id('job-error')} error={errors.job} />
        <FieldMessage id={id('candidate-error')} error={errors.candidate} />
      </div>
      {candidate && (
        <>
          {needsEmail && (
            <div className="referral-form__field">
              <FieldLabel htmlFor={id('email')} required invalid={Boolean(errors.email)}>
                {t('referrals.refer.email')}
              </FieldLabel>
              <InputText
                id={id('email')}
                type="email"
                value={email}
                invalid={Boolean(errors.email)}
                onChange={(e) => setEmail(e.target.value)}
              />
              <FieldMessage id={id('email-error')} error={errors.email} />
            </div>
          )}
          {needsMobile && (
            <div className="referral-form__field">
              <FieldLabel htmlFor={id('mobile')} required invalid={Boolean(errors.mobile)}>
                {t('referrals.refer.mobile')}
              </FieldLabel>
              <PhoneInput
                id={id('mobile')}
                value={mobile}
                onChange={setMobile}
                invalid={Boolean(errors.mobile)}
                required
              />
              <FieldMessage id={id('mobile-error')} error={errors.mobile} />
            </div>
          )}
          <div className="referral-form__field referral-form__field--wide">
            <FieldLabel htmlFor={`${id('cv')}-latest`} required invalid={Boolean(errors.cv)}>
              {t('referrals.refer.cv')}
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
          <AdditionalInfoField
            id={id('info')}
            label={t('referrals.refer.additionalInfo')}
            value={additionalInfo}
            onChange={setAdditionalInfo}
          />
          <div className="referral-form__field--wide">
            <TermsCheckboxes
              idPrefix={id('terms')}
              value={terms}
              onChange={setTerms}
              error={errors.terms}
            />
          </div>
        </>
      )}
      <div className="referral-form__actions">
        <Button type="button" outlined label={t('referrals.refer.cancel')} onClick={onCancel} />
        <Button
          type="submit"
          label={t('referrals.refer.submit')}
          icon="pi pi-user-plus"
          loading={pending}
        />
      </div>
    </form>
  );
}
