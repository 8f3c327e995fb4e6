import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referNewRequestSchema } from '#shared/schemas/referrals.ts';
import { hasCv, type CvChoice } from '#client/components/cv-chooser/cv-choice.ts';
import {
  CandidateCvField,
  CandidatePersonFields,
  EMPTY_PERSON,
  type PersonValues,
} from './candidate-fields.tsx';
import { AdditionalInfoField, type FieldErrors } from './form-parts.tsx';
import { ReferableStatus } from './referable-status.tsx';
import { TermsCheckboxes } from './terms-checkboxes.tsx';
import { useReferableCheck } from './use-referable-check.ts';
import { useReferSubmit } from './use-refer-submit.ts';

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
  const [values, setValues] = useState<PersonValues>(EMPTY_PERSON);
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [terms, setTerms] = useState({ term1: false, term2: false });
  const [cv, setCv] = useState<CvChoice>({ mode: 'newCV', file: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submit, refuse, pending } = useReferSubmit(onDone);
  const check = useReferableCheck(jobId, values);

  const payload = () => ({
    mode: 'new' as const,
    jobId,
    ...values,
    additionalInfo,
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
    // A person who cannot be referred is never sent (nor their CV uploaded): the reason instead.
    const refusal = await check.confirm();
    if (refusal) {
      refuse(refusal);
      return;
    }
    const fromServer = await submit(parsed.data, file);
    if (fromServer) setErrors(fromServer);
  }

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
      <CandidateCvField
        idPrefix="refer-new"
        value={cv}
        onChange={setCv}
        error={errors.cv}
        onError={(key) => setErrors((current) => ({ ...current, cv: key }))}
        onPrefill={setValues}
      />
      <CandidatePersonFields
        idPrefix="refer-new"
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        errors={errors}
      />
      <ReferableStatus id={id('referable')} state={check.state} />
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
      <div className="referral-form__actions">
        <Button type="button" outlined label={t('referrals.refer.cancel')} onClick={onCancel} />
        <Button
          type="submit"
          label={t('referrals.refer.submit')}
          icon="pi pi-user-plus"
          loading={pending}
          aria-describedby={check.state.status === 'idle' ? undefined : id('referable')}
        />
      </div>
    </form>
  );
}
