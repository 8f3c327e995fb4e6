import { Button } from 'primereact/button';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  companyProfileInputSchema,
  type CompanyDetail,
  type CompanyProfileInput,
} from '#shared/schemas/companies.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useSaveCompanyProfile } from '../api/save-company-profile.ts';
import { serverFieldErrors } from './company-form.tsx';
import { CompanyProfileFields } from './company-profile-fields.tsx';

type Errors = Partial<Record<keyof CompanyProfileInput, string>>;

/** What a member edits on their company: website, industry, description. */
export function ProfileForm(props: { company: CompanyDetail; canSave: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<CompanyProfileInput>({
    website: props.company.website ?? '',
    industryId: props.company.industryId,
    description: props.company.description ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCompanyProfile();
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
        <CompanyProfileFields
          idBase={id}
          values={state}
          errors={errors}
          readOnly={readOnly}
          onChange={(key, value) => {
            setState((previous) => ({ ...previous, [key]: value }));
            // Only the website's message goes as the user types (the others wait for a save).
            if (key === 'website') setErrors((previous) => ({ ...previous, website: undefined }));
          }}
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
