import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referNewRequestSchema } from '#shared/schemas/referrals.ts';
import { hasCv, type CvChoice } from '#client/components/cv-chooser/cv-choice.ts';
import { CvChooser } from '#client/components/cv-chooser/cv-chooser.tsx';
import { LinkedinInput } from '#client/components/linkedin-input/linkedin-input.tsx';
import { PhoneInput } from '#client/components/phone-input/phone-input.tsx';
import { getFileBlob } from '../api/get-file-blob.ts';
import { useReadCv } from '../api/read-cv.ts';
import { AdditionalInfoField, FieldLabel, FieldMessage, type FieldErrors } from './form-parts.tsx';
import { TermsCheckboxes } from './terms-checkboxes.tsx';
import { useReferSubmit } from './use-refer-submit.ts';

export const MAX_UPLOAD_MB = 10;

const EMPTY = {
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  linkedinPage: '',
  additionalInfo: '',
};

/** Refer a new candidate: typed details (prefilled from the CV where found), CV and both terms. */
export function NewCandidateForm({
  jobId,
  onCancel,
  onDone,
}: {
  jobId: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState({ term1: false, term2: false });
  const [cv, setCv] = useState<CvChoice>({ mode: 'newCV', file: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [prefilled, setPrefilled] = useState(false);
  const reader = useReadCv();
  const { submit, pending } = useReferSubmit(onDone);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onCv = (choice: CvChoice) => {
    setCv(choice);
    setErrors((current) => ({ ...current, cv: undefined }));
    if (choice.mode !== 'newCV' || !choice.file) return;
    reader.mutate(choice.file, {
      onSuccess: (found) => {
        if (!found.readable) return;
        setValues((current) => ({
          ...current,
          firstname: current.firstname || found.firstname || '',
          lastname: current.lastname || found.lastname || '',
          email: current.email || found.email || '',
          mobile: current.mobile || found.phone || '',
          linkedinPage: current.linkedinPage || found.linkedinPage || '',
        }));
        setPrefilled(Boolean(found.firstname || found.email || found.phone || found.linkedinPage));
      },
    });
  };

  const payload = () => ({
    mode: 'new' as const,
    jobId,
    ...values,
    term1Accepted: terms.term1,
    term2Accepted: terms.term2,
  });

  async function onSubmit() {
    const parsed = referNewRequestSchema.safeParse(payload());
    const next: FieldErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        const key = field === 'term1Accepted' || field === 'term2Accepted' ? 'terms' : field;
        next[key] ??= issue.message;
      }
    if (!hasCv(cv)) next.cv = 'referrals.validation.cv';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const file = cv.mode === 'newCV' ? cv.file : null;
    if (!parsed.success) return;
    const fromServer = await submit(parsed.data, file);
    if (fromServer) setErrors(fromServer);
  }

  const nameError = errors.firstname ?? errors.lastname;
  const id = (name: string) => `refer-new-${name}`;
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
        <FieldLabel htmlFor={`${id('cv')}-file`} required invalid={Boolean(errors.cv)}>
          {t('referrals.refer.cv')}
        </FieldLabel>
        <CvChooser
          idPrefix={id('cv')}
          stored={[]}
          allowStored={false}
          value={cv}
          onChange={onCv}
          onRejected={() =>
            setErrors((current) => ({ ...current, cv: 'referrals.validation.cvType' }))
          }
          loadStored={(file) => getFileBlob(file.url)}
          maxMb={MAX_UPLOAD_MB}
          invalid={Boolean(errors.cv)}
        />
        {reader.isPending && <small aria-live="polite">{t('referrals.refer.readingCv')}</small>}
        {prefilled && <small aria-live="polite">{t('referrals.refer.prefilled')}</small>}
        <FieldMessage id={id('cv-error')} error={errors.cv} />
      </div>
      <div className="referral-form__field">
        <FieldLabel htmlFor={id('firstname')} required invalid={Boolean(nameError)}>
          {t('referrals.refer.firstname')}
        </FieldLabel>
        <InputText
          id={id('firstname')}
          value={values.firstname}
          autoComplete="off"
          invalid={Boolean(errors.firstname)}
          aria-describedby={nameError ? id('name-error') : undefined}
          onChange={(e) => set('firstname')(e.target.value)}
        />
      </div>
      <div className="referral-form__field">
        <FieldLabel htmlFor={id('lastname')} required invalid={Boolean(nameError)}>
          {t('referrals.refer.lastname')}
        </FieldLabel>
        <InputText
          id={id('lastname')}
          value={values.lastname}
          autoComplete="off"
          invalid={Boolean(errors.lastname)}
          aria-describedby={nameError ? id('name-error') : undefined}
          onChange={(e) => set('lastname')(e.target.value)}
        />
      </div>
      <div className="referral-form__field--wide">
        <FieldMessage id={id('name-error')} error={nameError} />
      </div>
      <div className="referral-form__field">
        <FieldLabel htmlFor={id('email')} required invalid={Boolean(errors.email)}>
          {t('referrals.refer.email')}
        </FieldLabel>
        <InputText
          id={id('email')}
          type="email"
          value={values.email}
          autoComplete="off"
          invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? id('email-error') : undefined}
          onChange={(e) => set('email')(e.target.value)}
        />
        <FieldMessage id={id('email-error')} error={errors.email} />
      </div>
      <div className="referral-form__field">
        <FieldLabel htmlFor={id('mobile')} required invalid={Boolean(errors.mobile)}>
          {t('referrals.refer.mobile')}
        </FieldLabel>
        <PhoneInput
          id={id('mobile')}
          value={values.mobile}
          onChange={set('mobile')}
          invalid={Boolean(errors.mobile)}
          required
          describedBy={errors.mobile ? id('mobile-error') : undefined}
        />
        <FieldMessage id={id('mobile-error')} error={errors.mobile} />
      </div>
      <div className="referral-form__field referral-form__field--wide">
        <FieldLabel htmlFor={id('linkedin')} required invalid={Boolean(errors.linkedinPage)}>
          {t('referrals.refer.linkedin')}
        </FieldLabel>
        <LinkedinInput
          id={id('linkedin')}
          value={values.linkedinPage}
          onChange={set('linkedinPage')}
          invalid={Boolean(errors.linkedinPage)}
          required
          describedBy={errors.linkedinPage ? id('linkedin-error') : undefined}
        />
        <FieldMessage id={id('linkedin-error')} error={errors.linkedinPage} />
      </div>
      <AdditionalInfoField
        id={id('info')}
        label={t('referrals.refer.additionalInfo')}
        value={values.additionalInfo}
        onChange={set('additionalInfo')}
      />
      <div className="referral-form__field--wide">
        <TermsCheckboxes
          idPrefix={id('terms')}
          value={terms}
          onChange={setTerms}
          error={errors.terms}
        />
      </div>
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
