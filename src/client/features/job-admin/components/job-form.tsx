import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY_CODES } from '#shared/constants/domain.ts';
import { pathFor } from '#shared/routes.ts';
import { EDITABLE_JOB_STATUSES, JOB_FORM_MESSAGES } from '#shared/schemas/job-admin.ts';
import { ApiError } from '#client/api/api-error.ts';
import { CountryCitySelect } from '#client/components/country-city-select/country-city-select.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { RichTextField } from '#client/components/rich-text-field/rich-text-field.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useLookup } from '#client/api/lookups/get-lookup.ts';
import { useCompanyOptions, useCompanyPeople } from '../api/get-job-form.ts';
import { useSaveJob, type SavedJob } from '../api/save-job.ts';
import { validate, type FieldErrors, type JobFormState } from './form-state.ts';
import { rewardAboveMaximumText } from './reward-above-maximum.ts';

const HIDDEN = { select: { 'aria-hidden': true } } as const;
type Key = keyof JobFormState;

/** Every field of the job record; the shared schema checks it here and again on the server. */
export function JobForm(props: {
  jobId?: string;
  initial: JobFormState;
  onSaved: (saved: SavedJob) => void;
  /** The job waits for its posting fee: a notice and a way to checkout. */
  awaitingPayment?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [state, setState] = useState<JobFormState>(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveJob(props.jobId);
  const companies = useCompanyOptions();
  const companyId =
    state.companyId ??
    (companies.data?.items.length === 1 ? (companies.data.items[0]?.id ?? null) : null);
  const people = useCompanyPeople(companyId);
  const lang = i18n.language;
  const lookups = {
    industryId: useLookup('industries', lang),
    jobTypeId: useLookup('job-types', lang),
    recruitmentTypeId: useLookup('recruitment-types', lang),
    remoteTypeId: useLookup('remote-types', lang),
    salaryTypeId: useLookup('salary-types', lang),
    statusId: useLookup('job-statuses', lang),
  } satisfies Partial<Record<Key, ReturnType<typeof useLookup>>>;

  const set = <K extends Key>(key: K, value: JobFormState[K]) => {
    setState((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = Object.entries(JOB_FORM_MESSAGES).find(([, value]) => value === text)?.[0];
    return key ? t(`jobAdmin.messages.${key}`) : text;
  };
  // A field's message is always one of ours: any other (a zod default) reads 'not valid'.
  const errorOf = (key: Key) => {
    const text = errors[key];
    if (!text) return undefined;
    if (Object.values(JOB_FORM_MESSAGES).includes(text as never)) return message(text);
    return i18n.exists(text) ? t(text) : t('validation.invalid');
  };
  const described = (key: Key) => (errors[key] ? `${id}-${key}-error` : undefined);

  function field(key: Key, label: string, control: ReactNode, wide = false) {
    return (
      <div key={key} className={`job-form__field${wide ? ' job-form__field--wide' : ''}`}>
        <label htmlFor={`${id}-${key}`}>{label}</label>
        {control}
        {errors[key] && (
          <small id={`${id}-${key}-error`} className="p-error" role="alert">
            {errorOf(key)}
          </small>
        )}
      </div>
    );
  }

  function lookupField(key: keyof typeof lookups, label: string, only?: readonly number[]) {
    const items = (lookups[key].data ?? []).filter((item) => !only || only.includes(item.id));
    return field(
      key,
      label,
      <>
        <Dropdown
          pt={HIDDEN}
          inputId={`${id}-${key}`}
          value={state[key]}
          options={items.map((item) => ({ value: item.id, label: item.description }))}
          onChange={(event) => set(key, event.value as number)}
          placeholder={t('jobAdmin.select')}
          invalid={Boolean(errors[key])}
          aria-describedby={described(key)}
          showClear={key === 'salaryTypeId'}
        />
        <LookupLoadError query={lookups[key]} message={t('jobAdmin.choicesFailed')} />
      </>,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate({ ...state, companyId });
    setErrors(result.errors);
    if (!result.data) {
      showToast({ severity: 'error', summary: t('jobAdmin.fixErrors') });
      return;
    }
    try {
      const saved = await save.mutateAsync(result.data);
      showToast({
        severity: 'success',
        summary: t(saved.checkoutRequired ? 'jobAdmin.savedPendingPayment' : 'jobAdmin.saved', {
          code: saved.referenceCode,
        }),
      });
      props.onSaved(saved);
    } catch (error) {
      const aboveMaximum = rewardAboveMaximumText(error, t, lang);
      if (aboveMaximum) {
        setErrors({ reward: aboveMaximum });
        showToast({ severity: 'error', summary: aboveMaximum });
        return;
      }
      if (error instanceof ApiError && Array.isArray(error.details)) {
        const next: FieldErrors = {};
        for (const detail of error.details as { path?: string; message?: string }[]) {
          const key = detail.path?.replace(/^body\./, '').split('.')[0] as Key | undefined;
          if (key) next[key] = detail.message;
        }
        setErrors(next);
      }
      showToast({
        severity: 'error',
        summary:
          error instanceof ApiError
            ? (message(error.message) ?? error.message)
            : t('jobAdmin.saveFailed'),
      });
    }
  }

  const currencies = CURRENCY_CODES.map((code) => ({ value: code, label: code }));
  const companyItems = companies.data?.items ?? [];
  return (
    <form className="job-form" onSubmit={submit} noValidate>
      {props.awaitingPayment && props.jobId && (
        <div className="job-form__notice" role="status">
          <span className="pi pi-credit-card" aria-hidden="true" />
          <p>{t('jobAdmin.awaitingPayment')}</p>
          <Link to={`${pathFor('checkout')}?job=${props.jobId}`}>{t('jobAdmin.payNow')}</Link>
        </div>
      )}
      <section className="job-form__section" aria-labelledby={`${id}-basics`}>
        <h2 id={`${id}-basics`}>{t('jobAdmin.sections.basics')}</h2>
        <div className="job-form__grid">
          {companyItems.length !== 1 &&
            field(
              'companyId',
              t('jobAdmin.fields.company'),
              <>
                <Dropdown
                  pt={HIDDEN}
                  inputId={`${id}-companyId`}
                  value={companyId}
                  options={companyItems.map((item) => ({ value: item.id, label: item.name }))}
                  filter
                  disabled={Boolean(props.jobId)}
                  onChange={(event) => {
                    set('companyId', event.value as string);
                    set('responsibleIds', []);
                  }}
                  placeholder={t('jobAdmin.select')}
                  invalid={Boolean(errors.companyId)}
                  aria-describedby={described('companyId')}
                />
                <LookupLoadError query={companies} message={t('jobAdmin.companiesFailed')} />
              </>,
            )}
          {field(
            'title',
            t('jobAdmin.fields.title'),
            <InputText
              id={`${id}-title`}
              value={state.title}
              maxLength={200}
              onChange={(event) => set('title', event.target.value)}
              invalid={Boolean(errors.title)}
              aria-describedby={described('title')}
            />,
          )}
          {field(
            'referenceCode',
            t('jobAdmin.fields.referenceCode'),
            <InputText
              id={`${id}-referenceCode`}
              value={state.referenceCode}
              maxLength={20}
              placeholder={t('jobAdmin.generatedIfEmpty')}
              onChange={(event) => set('referenceCode', event.target.value)}
              invalid={Boolean(errors.referenceCode)}
              aria-describedby={described('referenceCode')}
            />,
          )}
          {lookupField('statusId', t('jobAdmin.fields.status'), EDITABLE_JOB_STATUSES)}
          {lookupField('industryId', t('jobAdmin.fields.industry'))}
          {lookupField('jobTypeId', t('jobAdmin.fields.jobType'))}
          {lookupField('recruitmentTypeId', t('jobAdmin.fields.recruitmentType'))}
          {lookupField('remoteTypeId', t('jobAdmin.fields.remoteType'))}
          <div className="job-form__field job-form__field--wide">
            <CountryCitySelect
              idPrefix={`${id}-location`}
              countryId={state.countryId}
              cityId={state.cityId}
              countryLabel={t('jobAdmin.fields.country')}
              cityLabel={t('jobAdmin.fields.city')}
              invalid={{ country: Boolean(errors.countryId), city: Boolean(errors.cityId) }}
              errors={{
                country: errors.countryId && (
                  <small className="p-error" role="alert">
                    {errorOf('countryId')}
                  </small>
                ),
                city: errors.cityId && (
                  <small className="p-error" role="alert">
                    {errorOf('cityId')}
                  </small>
                ),
              }}
              onChange={(value) => {
                set('countryId', value.countryId);
                set('cityId', value.cityId);
              }}
            />
          </div>
        </div>
      </section>

      <section className="job-form__section" aria-labelledby={`${id}-pay`}>
        <h2 id={`${id}-pay`}>{t('jobAdmin.sections.pay')}</h2>
        <div className="job-form__grid">
          {(['salaryMin', 'salaryMax'] as const).map((key) =>
            field(
              key,
              t(`jobAdmin.fields.${key}`),
              <InputNumber
                inputId={`${id}-${key}`}
                value={state[key]}
                min={0}
                maxFractionDigits={2}
                onValueChange={(event) => set(key, event.value ?? null)}
                invalid={Boolean(errors[key])}
                aria-describedby={described(key)}
              />,
            ),
          )}
          {lookupField('salaryTypeId', t('jobAdmin.fields.salaryType'))}
          {field(
            'salaryCurrency',
            t('jobAdmin.fields.salaryCurrency'),
            <Dropdown
              pt={HIDDEN}
              inputId={`${id}-salaryCurrency`}
              value={state.salaryCurrency}
              options={currencies}
              showClear
              onChange={(event) => set('salaryCurrency', (event.value as string | null) ?? null)}
              placeholder={t('jobAdmin.select')}
              invalid={Boolean(errors.salaryCurrency)}
              aria-describedby={described('salaryCurrency')}
            />,
          )}
          {field(
            'reward',
            t('jobAdmin.fields.reward'),
            <InputNumber
              inputId={`${id}-reward`}
              value={state.reward}
              min={0}
              maxFractionDigits={2}
              onValueChange={(event) => set('reward', event.value ?? null)}
              invalid={Boolean(errors.reward)}
              aria-describedby={described('reward')}
            />,
          )}
          {field(
            'rewardCurrency',
            t('jobAdmin.fields.rewardCurrency'),
            <Dropdown
              pt={HIDDEN}
              inputId={`${id}-rewardCurrency`}
              value={state.rewardCurrency}
              options={currencies}
              onChange={(event) => set('rewardCurrency', event.value as string)}
              placeholder={t('jobAdmin.select')}
              invalid={Boolean(errors.rewardCurrency)}
              aria-describedby={described('rewardCurrency')}
            />,
          )}
        </div>
      </section>

      <section className="job-form__section" aria-labelledby={`${id}-text`}>
        <h2 id={`${id}-text`}>{t('jobAdmin.sections.text')}</h2>
        <RichTextField
          classBlock="job-form"
          toolbarKeys="jobAdmin.toolbar"
          label={t('jobAdmin.fields.description')}
          value={state.descriptionHtml}
          onChange={(html) => set('descriptionHtml', html)}
          error={errorOf('descriptionHtml')}
        />
        <RichTextField
          classBlock="job-form"
          toolbarKeys="jobAdmin.toolbar"
          label={t('jobAdmin.fields.qualifications')}
          value={state.qualificationHtml}
          onChange={(html) => set('qualificationHtml', html)}
          error={errorOf('qualificationHtml')}
        />
      </section>

      <section className="job-form__section" aria-labelledby={`${id}-people`}>
        <h2 id={`${id}-people`}>{t('jobAdmin.sections.people')}</h2>
        <div className="job-form__grid">
          {(
            [
              ['responsibleIds', people.data?.members ?? []],
              ['recruiterIds', people.data?.recruiters ?? []],
            ] as const
          ).map(([key, options]) =>
            field(
              key,
              t(`jobAdmin.fields.${key}`),
              <>
                <MultiSelect
                  inputId={`${id}-${key}`}
                  value={state[key]}
                  options={options.map((person) => ({
                    value: person.id,
                    label: person.email ? `${person.name} (${person.email})` : person.name,
                  }))}
                  filter
                  display="chip"
                  placeholder={companyId ? t('jobAdmin.select') : t('jobAdmin.chooseCompanyFirst')}
                  disabled={!companyId}
                  onChange={(event) => set(key, event.value as string[])}
                  aria-describedby={described(key)}
                />
                {key === 'responsibleIds' && (
                  // One list answers both fields: one message and one Try Again for both.
                  <LookupLoadError query={people} message={t('jobAdmin.peopleFailed')} />
                )}
              </>,
              true,
            ),
          )}
        </div>
      </section>

      <div className="job-form__actions">
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('jobAdmin.save')}
          loading={save.isPending}
        />
      </div>
    </form>
  );
}
