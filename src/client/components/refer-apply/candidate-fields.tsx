import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvFile } from '#shared/schemas/files.ts';
import type { CvChoice } from '#client/components/cv-chooser/cv-choice.ts';
import { CvChooser } from '#client/components/cv-chooser/cv-chooser.tsx';
import { LinkedinInput } from '#client/components/linkedin-input/linkedin-input.tsx';
import { PhoneInput } from '#client/components/phone-input/phone-input.tsx';
import { getFileBlob } from './api/get-file-blob.ts';
import { useReadCv } from './api/read-cv.ts';
import { PERSON_FIELD_IDS } from './cv-prefill.ts';
import { useCvPrefill, type CvPrefill } from './use-cv-prefill.ts';
import { FieldLabel, FieldMessage, type FieldErrors } from './form-parts.tsx';
import './referrals.css';

export const MAX_UPLOAD_MB = 10;

/**
 * The person fields of a candidate, shared by the refer dialog (new candidate) and the candidate
 * pages: the same inputs, the same rules (`referNewRequestSchema`) and the same messages.
 */
export const EMPTY_PERSON = {
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  linkedinPage: '',
};
export type PersonValues = typeof EMPTY_PERSON;

/** The CV upload of a candidate; a readable new CV prefills empty person fields. */
export function CandidateCvField(props: {
  idPrefix: string;
  value: CvChoice;
  onChange: (choice: CvChoice) => void;
  error: string | undefined;
  onError: (key: string | undefined) => void;
  /**
   * Fills empty person fields from what the CV reader found: `fill` maps the form's person values
   * to the prefilled ones. The person fields must share this field's `idPrefix`.
   */
  onPrefill?: CvPrefill;
  stored?: CvFile[];
  label?: string;
  required?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  const reader = useReadCv();
  const [prefilled, setPrefilled] = useState(false);
  const prefill = useCvPrefill(props.idPrefix, props.onPrefill);
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const stored = props.stored ?? [];

  const onCv = (choice: CvChoice) => {
    props.onChange(choice);
    props.onError(undefined);
    if (!props.onPrefill || choice.mode !== 'newCV' || !choice.file) return;
    reader.mutate(choice.file, {
      onSuccess: (found) => {
        if (!found.readable) return;
        prefill({
          firstname: found.firstname ?? '',
          lastname: found.lastname ?? '',
          email: found.email ?? '',
          mobile: found.phone ?? '',
          linkedinPage: found.linkedinPage ?? '',
        });
        setPrefilled(Boolean(found.firstname || found.email || found.phone || found.linkedinPage));
      },
    });
  };

  return (
    <div className="referral-form__field referral-form__field--wide">
      <FieldLabel
        htmlFor={`${id('cv')}-file`}
        required={props.required ?? true}
        invalid={Boolean(props.error)}
      >
        {props.label ?? t('referrals.refer.cv')}
      </FieldLabel>
      {props.hint && <small className="referral-form__hint">{props.hint}</small>}
      <CvChooser
        idPrefix={id('cv')}
        stored={stored}
        allowStored={stored.length > 0}
        value={props.value}
        onChange={onCv}
        onRejected={() => props.onError('referrals.validation.cvType')}
        loadStored={(file) => getFileBlob(file.url)}
        maxMb={MAX_UPLOAD_MB}
        invalid={Boolean(props.error)}
      />
      {reader.isPending && <small aria-live="polite">{t('referrals.refer.readingCv')}</small>}
      {prefilled && <small aria-live="polite">{t('referrals.refer.prefilled')}</small>}
      <FieldMessage id={id('cv-error')} error={props.error} />
    </div>
  );
}

/** First and last name, e-mail, mobile and LinkedIn page, with their field messages. */
export function CandidatePersonFields(props: {
  idPrefix: string;
  values: PersonValues;
  onChange: (field: keyof PersonValues, value: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const { values, errors } = props;
  const set = (field: keyof PersonValues) => (value: string) => props.onChange(field, value);
  const nameError = errors.firstname ?? errors.lastname;
  const id = (name: string) => `${props.idPrefix}-${name}`;
  return (
    <>
      <div className="referral-form__field">
        <FieldLabel htmlFor={id(PERSON_FIELD_IDS.firstname)} required invalid={Boolean(nameError)}>
          {t('referrals.refer.firstname')}
        </FieldLabel>
        <InputText
          id={id(PERSON_FIELD_IDS.firstname)}
          value={values.firstname}
          autoComplete="off"
          invalid={Boolean(errors.firstname)}
          aria-describedby={nameError ? id('name-error') : undefined}
          onChange={(e) => set('firstname')(e.target.value)}
        />
      </div>
      <div className="referral-form__field">
        <FieldLabel htmlFor={id(PERSON_FIELD_IDS.lastname)} required invalid={Boolean(nameError)}>
          {t('referrals.refer.lastname')}
        </FieldLabel>
        <InputText
          id={id(PERSON_FIELD_IDS.lastname)}
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
        <FieldLabel htmlFor={id(PERSON_FIELD_IDS.email)} required invalid={Boolean(errors.email)}>
          {t('referrals.refer.email')}
        </FieldLabel>
        <InputText
          id={id(PERSON_FIELD_IDS.email)}
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
        <FieldLabel htmlFor={id(PERSON_FIELD_IDS.mobile)} required invalid={Boolean(errors.mobile)}>
          {t('referrals.refer.mobile')}
        </FieldLabel>
        <PhoneInput
          id={id(PERSON_FIELD_IDS.mobile)}
          value={values.mobile}
          onChange={set('mobile')}
          invalid={Boolean(errors.mobile)}
          required
          describedBy={errors.mobile ? id('mobile-error') : undefined}
        />
        <FieldMessage id={id('mobile-error')} error={errors.mobile} />
      </div>
      <div className="referral-form__field referral-form__field--wide">
        <FieldLabel
          htmlFor={id(PERSON_FIELD_IDS.linkedinPage)}
          required
          invalid={Boolean(errors.linkedinPage)}
        >
          {t('referrals.refer.linkedin')}
        </FieldLabel>
        <LinkedinInput
          id={id(PERSON_FIELD_IDS.linkedinPage)}
          value={values.linkedinPage}
          onChange={set('linkedinPage')}
          invalid={Boolean(errors.linkedinPage)}
          required
          describedBy={errors.linkedinPage ? id('linkedin-error') : undefined}
        />
        <FieldMessage id={id('linkedin-error')} error={errors.linkedinPage} />
      </div>
    </>
  );
}
