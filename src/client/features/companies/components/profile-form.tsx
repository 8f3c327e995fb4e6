import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  companyProfileInputSchema,
  type CompanyDetail,
  type CompanyProfileInput,
} from '#shared/schemas/companies.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useLookup } from '#client/features/lookups/api/get-lookup.ts';
import { useSaveCompanyProfile } from '../api/save-company-profile.ts';
import { serverFieldErrors } from './company-form.tsx';
import { RichTextField } from './rich-text-field.tsx';

const HIDDEN = { select: { 'aria-hidden': true } } as const;
type Errors = Partial<Record<keyof CompanyProfileInput, string>>;

/** What a member edits on their company: website, industry, description. */
export function ProfileForm(props: { company: CompanyDetail; canSave: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [state, setState] = useState<CompanyProfileInput>({
    website: props.company.website ?? '',
    industryId: props.company.industryId,
    description: props.company.description ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCompanyProfile();
  const industries = useLookup('industries', i18n.language);
  const readOnly = !props.canSave;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = companyProfileInputSchema.safeParse(state);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof CompanyProfileInput] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      showToast({ severity: 'success', summary: t('companies.form.saved') });
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
        <div className="company-form__field">
          <span className="company-form__label">{t('companies.form.name')}</span>
          <span className="company-form__static">{props.company.name}</span>
        </div>
        <div className="company-form__field">
          <label htmlFor={`${id}-website`}>{t('companies.form.website')}</label>
          <InputText
            id={`${id}-website`}
            type="url"
            value={state.website ?? ''}
            placeholder={t('companies.form.websitePlaceholder')}
            readOnly={readOnly}
            invalid={Boolean(errors.website)}
            aria-describedby={errors.website ? `${id}-website-error` : undefined}
            onChange={(event) => {
              setState((previous) => ({ ...previous, website: event.target.value }));
              setErrors((previous) => ({ ...previous, website: undefined }));
            }}
          />
          {errors.website && (
            <small id={`${id}-website-error`} className="p-error" role="alert">
              {t(errors.website)}
            </small>
          )}
        </div>
        <div className="company-form__field">
          <label htmlFor={`${id}-industry`}>{t('companies.form.industry')}</label>
          <Dropdown
            inputId={`${id}-industry`}
            pt={HIDDEN}
            value={state.industryId}
            options={industries.data ?? []}
            optionLabel="description"
            optionValue="id"
            filter
            showClear
            disabled={readOnly}
            placeholder={t('companies.form.select')}
            invalid={Boolean(errors.industryId)}
            onChange={(event) =>
              setState((previous) => ({
                ...previous,
                industryId: (event.value as number | null) ?? null,
              }))
            }
          />
          {errors.industryId && (
            <small className="p-error" role="alert">
              {t(errors.industryId)}
            </small>
          )}
        </div>
        <RichTextField
          label={t('companies.form.description')}
          value={state.description ?? ''}
          readOnly={readOnly}
          error={errors.description ? t(errors.description) : undefined}
          onChange={(html) => setState((previous) => ({ ...previous, description: html }))}
        />
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
