import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, CURRENCY_CODES } from '#shared/constants/domain.ts';
import {
  companyInputSchema,
  type CompanyDetail,
  type CompanyInput,
} from '#shared/schemas/companies.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { CountryCitySelect } from '#client/components/country-city-select/country-city-select.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { useSaveCompany } from '../api/save-company.ts';
import { CompanyProfileFields } from './company-profile-fields.tsx';

const HIDDEN = { select: { 'aria-hidden': true } } as const;
type Errors = Partial<Record<keyof CompanyInput, string>>;

export const EMPTY_COMPANY: CompanyInput = {
  name: '',
  website: '',
  industryId: null,
  countryId: null,
  cityId: null,
  companySize: null,
  defaultCurrency: 'USD',
  description: '',
  active: true,
};

export function toInput(company: CompanyDetail): CompanyInput {
  return {
    name: company.name,
    website: company.website ?? '',
    industryId: company.industryId,
    countryId: company.countryId,
    cityId: company.cityId,
    companySize: company.companySize,
    defaultCurrency: company.defaultCurrency as CompanyInput['defaultCurrency'],
    description: company.description ?? '',
    active: company.active,
  };
}

/** Field errors from a failed save: the server's `details.fields` (i18n keys), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  return fields ?? null;
}

/** Every field of a company (staff); the shared schema checks it here and on the server. */
export function CompanyForm(props: {
  companyId?: string;
  initial: CompanyInput;
  canSave: boolean;
  paymentCustomerId?: string | null;
  onSaved: (saved: CompanyDetail) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<CompanyInput>(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCompany(props.companyId);
  const readOnly = !props.canSave;

  const set = <K extends keyof CompanyInput>(key: K, value: CompanyInput[K]) => {
    setState((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const described = (key: keyof CompanyInput) => (errors[key] ? `${id}-${key}-error` : undefined);

  function field(key: keyof CompanyInput, label: string, control: ReactNode, wide = false) {
    return (
      <div className={`company-form__field${wide ? ' company-form__field--wide' : ''}`}>
        <label htmlFor={`${id}-${key}`}>{label}</label>
        {control}
        {errors[key] && (
          <small id={`${id}-${key}-error`} className="p-error" role="alert">
            {t(errors[key])}
          </small>
        )}
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = companyInputSchema.safeParse(state);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CompanyInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      showToast({ severity: 'error', summary: t('companies.form.saveFailed') });
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      showToast({
        severity: 'success',
        summary: t(props.companyId ? 'companies.form.saved' : 'companies.form.created'),
      });
      props.onSaved(saved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields as Errors);
      showToast({
        severity: 'error',
        summary: fields ? t('companies.form.saveFailed') : errorMessage(error, t),
      });
    }
  }

  return (
    <form className="company-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="company-form__grid">
        {field(
          'name',
          t('companies.form.name'),
          <InputText
            id={`${id}-name`}
            value={state.name}
            maxLength={200}
            required
            aria-required="true"
            readOnly={readOnly}
            invalid={Boolean(errors.name)}
            aria-describedby={described('name')}
            onChange={(event) => set('name', event.target.value)}
          />,
        )}
        <CompanyProfileFields
          idBase={id}
          values={state}
          errors={errors}
          readOnly={readOnly}
          onChange={set}
        >
          {field(
            'companySize',
            t('companies.form.companySize'),
            <Dropdown
              inputId={`${id}-companySize`}
              pt={HIDDEN}
              value={state.companySize}
              options={COMPANY_SIZES.map((size) => ({
                value: size,
                label: t('companies.form.companySizeOption', { size }),
              }))}
              showClear
              disabled={readOnly}
              placeholder={t('companies.form.select')}
              onChange={(event) =>
                set('companySize', (event.value as CompanyInput['companySize']) ?? null)
              }
            />,
          )}
          <div className="company-form__field company-form__field--wide">
            <CountryCitySelect
              idPrefix={`${id}-place`}
              countryId={state.countryId ?? null}
              cityId={state.cityId ?? null}
              countryLabel={t('companies.form.country')}
              cityLabel={t('companies.form.city')}
              disabled={readOnly}
              countryOnly={!state.countryId}
              invalid={{ country: Boolean(errors.countryId), city: Boolean(errors.cityId) }}
              errors={{
                country: errors.countryId && (
                  <small className="p-error" role="alert">
                    {t(errors.countryId)}
                  </small>
                ),
                city: errors.cityId && (
                  <small className="p-error" role="alert">
                    {t(errors.cityId)}
                  </small>
                ),
              }}
              onChange={(value) => {
                setState((previous) => ({ ...previous, ...value }));
                setErrors((previous) => ({ ...previous, countryId: undefined, cityId: undefined }));
              }}
            />
          </div>
          {field(
            'defaultCurrency',
            t('companies.form.currency'),
            <Dropdown
              inputId={`${id}-defaultCurrency`}
              pt={HIDDEN}
              value={state.defaultCurrency}
              options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
              disabled={readOnly}
              placeholder={t('companies.form.select')}
              onChange={(event) =>
                set('defaultCurrency', event.value as CompanyInput['defaultCurrency'])
              }
            />,
          )}
          <div className="company-form__field company-form__check">
            <span className="company-form__check-row">
              <Checkbox
                inputId={`${id}-active`}
                checked={state.active}
                disabled={readOnly}
                aria-describedby={`${id}-active-hint`}
                onChange={(event) => set('active', Boolean(event.checked))}
              />
              <label htmlFor={`${id}-active`}>{t('companies.form.active')}</label>
            </span>
            <small id={`${id}-active-hint`} className="company-form__hint">
              {t('companies.form.activeHint')}
            </small>
          </div>
          {props.paymentCustomerId && (
            <div className="company-form__field">
              <span className="company-form__label">{t('companies.form.paymentCustomer')}</span>
              <code className="company-form__code">{props.paymentCustomerId}</code>
            </div>
          )}
        </CompanyProfileFields>
      </div>
      {props.canSave && (
        <div className="company-form__actions">
          <Button
            type="submit"
            icon="pi pi-check"
            label={save.isPending ? t('companies.form.saving') : t('companies.form.save')}
            loading={save.isPending}
          />
        </div>
      )}
    </form>
  );
}
