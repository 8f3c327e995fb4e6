import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  candidateInputSchema,
  type CandidateDetail,
  type CandidateInputParsed,
} from '#shared/schemas/candidates.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { hasCv, type CvChoice } from '#client/components/cv-chooser/cv-choice.ts';
import { CountryCitySelect } from '#client/components/country-city-select/country-city-select.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import {
  CandidateCvField,
  CandidatePersonFields,
  EMPTY_PERSON,
  type PersonValues,
} from '#client/components/refer-apply/candidate-fields.tsx';
import {
  AdditionalInfoField,
  FieldLabel,
  FieldMessage,
  serverFieldErrors,
  type FieldErrors,
} from '#client/components/refer-apply/form-parts.tsx';
import { useEducationLevels } from '../api/get-education-levels.ts';
import { useSaveCandidate } from '../api/save-candidate.ts';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

const HIDDEN = { select: { 'aria-hidden': true } } as const;
const PREFIX = 'candidate';

type Extra = {
  countryId: number | null;
  cityId: number | null;
  educationLevelId: number | null;
  notes: string;
};

function initialValues(candidate: CandidateDetail | undefined): PersonValues & Extra {
  if (!candidate)
    return { ...EMPTY_PERSON, countryId: null, cityId: null, educationLevelId: null, notes: '' };
  return {
    firstname: candidate.firstname,
    lastname: candidate.lastname,
    email: candidate.email ?? '',
    mobile: candidate.mobile ?? '',
    linkedinPage: candidate.linkedinPage ?? '',
    countryId: candidate.countryId,
    cityId: candidate.cityId,
    educationLevelId: candidate.educationLevelId,
    notes: candidate.notes ?? '',
  };
}

/**
 * Every field of a candidate record: the refer dialog's person fields and CV upload (shared
 * components, the same rules and messages), plus location, education level and notes.
 * Creating needs a CV; editing may replace it.
 */
export function CandidateForm(props: {
  candidate?: CandidateDetail;
  /** Read contact details out of a new CV (the CV reader is for recruiters). */
  prefillFromCv: boolean;
  onSaved: (message: 'created' | 'updated') => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const editing = props.candidate !== undefined;
  const [values, setValues] = useState(() => initialValues(props.candidate));
  const [cv, setCv] = useState<CvChoice>({ mode: 'newCV', file: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const levels = useEducationLevels(lang);
  const levelDropdown = useLookupDropdown<Dropdown>(levels.isLoading);
  const save = useSaveCandidate();
  const current = props.candidate?.cvs[0];

  const setField = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function onSubmit() {
    const parsed = candidateInputSchema.safeParse(values);
    const next: FieldErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    if (!editing && !hasCv(cv)) next.cv = 'referrals.validation.cv';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) {
      const first = Object.keys(next)[0];
      document
        .getElementById(`${PREFIX}-${first === 'linkedinPage' ? 'linkedin' : first}`)
        ?.focus();
      return;
    }
    const file = cv.mode === 'newCV' ? cv.file : null;
    await submit(parsed.data, file);
  }

  async function submit(input: CandidateInputParsed, file: File | null) {
    try {
      await save.mutateAsync({ id: props.candidate?.id, input, cv: file });
      props.onSaved(editing ? 'updated' : 'created');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = serverFieldErrors(error.details);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          return;
        }
      }
      showToast({
        severity: 'error',
        summary: t('userAdmin.candidates.form.saveFailed'),
        detail: errorMessage(error, t),
      });
    }
  }

  return (
    <form
      className="referral-form candidate-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 className="candidate-form__section">{t('userAdmin.candidates.form.personal')}</h2>
      <CandidateCvField
        idPrefix={PREFIX}
        value={cv}
        onChange={setCv}
        error={errors.cv}
        onError={(key) => setErrors((previous) => ({ ...previous, cv: key }))}
        required={!editing}
        hint={
          current
            ? `${t('userAdmin.candidates.form.cvCurrent', { name: current.name })} ${t('userAdmin.candidates.form.cvReplace')}`
            : undefined
        }
        onPrefill={
          props.prefillFromCv
            ? (fill) => setValues((previous) => ({ ...previous, ...fill(previous) }))
            : undefined
        }
      />
      <CandidatePersonFields
        idPrefix={PREFIX}
        values={values}
        onChange={(field, value) => setField(field, value)}
        errors={errors}
      />
      <h2 className="candidate-form__section">{t('userAdmin.candidates.form.details')}</h2>
      <div className="candidate-form__location">
        <CountryCitySelect
          idPrefix={`${PREFIX}-location`}
          countryId={values.countryId}
          cityId={values.cityId}
          countryLabel={t('userAdmin.candidates.form.country')}
          cityLabel={t('userAdmin.candidates.form.city')}
          invalid={{ country: Boolean(errors.countryId), city: Boolean(errors.cityId) }}
          errors={{
            country: <FieldMessage id={`${PREFIX}-country-error`} error={errors.countryId} />,
            city: <FieldMessage id={`${PREFIX}-location-error`} error={errors.cityId} />,
          }}
          onChange={(next) =>
            setValues((previous) => ({
              ...previous,
              countryId: next.countryId,
              cityId: next.cityId,
            }))
          }
        />
      </div>
      <div className="referral-form__field">
        <FieldLabel htmlFor={`${PREFIX}-level`} invalid={Boolean(errors.educationLevelId)}>
          {t('userAdmin.candidates.form.educationLevel')}
        </FieldLabel>
        <Dropdown
          inputId={`${PREFIX}-level`}
          className="candidate-form__level"
          pt={HIDDEN}
          value={values.educationLevelId}
          showClear
          placeholder={t('userAdmin.candidates.form.chooseLevel')}
          options={levels.data ?? []}
          optionLabel="description"
          optionValue="id"
          {...levelDropdown}
          emptyMessage={levels.isError ? t('userAdmin.candidates.levelsFailed') : undefined}
          onChange={(event) =>
            setField('educationLevelId', (event.value as number | null | undefined) ?? null)
          }
        />
        <FieldMessage id={`${PREFIX}-level-error`} error={errors.educationLevelId} />
        <LookupLoadError query={levels} message={t('userAdmin.candidates.levelsFailed')} />
      </div>
      <AdditionalInfoField
        id={`${PREFIX}-notes`}
        label={t('userAdmin.candidates.form.notes')}
        value={values.notes}
        onChange={(value) => setField('notes', value)}
      />
      <div className="referral-form__actions">
        <Button
          type="button"
          outlined
          label={t('userAdmin.candidates.form.cancel')}
          onClick={props.onCancel}
        />
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('userAdmin.candidates.form.save')}
          loading={save.isPending}
        />
      </div>
    </form>
  );
}
