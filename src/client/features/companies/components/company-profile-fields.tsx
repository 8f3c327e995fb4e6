import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInput, CompanyProfileInput } from '#shared/schemas/companies.ts';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { RichTextField } from '#client/components/rich-text-field/rich-text-field.tsx';
import { useLookup } from '#client/api/lookups/get-lookup.ts';

const HIDDEN = { select: { 'aria-hidden': true } } as const;

export type ProfileKey = keyof CompanyProfileInput;

/**
 * The fields a company's profile shares between the staff form and the member form: website,
 * industry, (the caller's own fields, `children`), description. Ids are `<idBase>-<key>`.
 */
export function CompanyProfileFields(props: {
  idBase: string;
  values: CompanyProfileInput;
  errors: Partial<Record<ProfileKey, string>>;
  readOnly: boolean;
  /** The staff form's `set` fits: profile values have the company input's types. */
  onChange: <K extends ProfileKey>(key: K, value: CompanyInput[K]) => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const industries = useLookup('industries', i18n.language);
  const { idBase, values, errors, readOnly } = props;
  const errorId = (key: ProfileKey) => `${idBase}-${key}-error`;
  const described = (key: ProfileKey) => (errors[key] ? errorId(key) : undefined);
  const error = (key: ProfileKey) =>
    errors[key] && (
      <small id={errorId(key)} className="p-error" role="alert">
        {t(errors[key])}
      </small>
    );

  return (
    <>
      <div className="company-form__field">
        <label htmlFor={`${idBase}-website`}>{t('companies.form.website')}</label>
        <InputText
          id={`${idBase}-website`}
          type="url"
          value={values.website ?? ''}
          placeholder={t('companies.form.websitePlaceholder')}
          readOnly={readOnly}
          invalid={Boolean(errors.website)}
          aria-describedby={described('website')}
          onChange={(event) => props.onChange('website', event.target.value)}
        />
        {error('website')}
      </div>
      <div className="company-form__field">
        <label htmlFor={`${idBase}-industryId`}>{t('companies.form.industry')}</label>
        <Dropdown
          inputId={`${idBase}-industryId`}
          pt={HIDDEN}
          value={values.industryId}
          options={industries.data ?? []}
          optionLabel="description"
          optionValue="id"
          filter
          showClear
          disabled={readOnly}
          placeholder={t('companies.form.select')}
          invalid={Boolean(errors.industryId)}
          aria-describedby={described('industryId')}
          onChange={(event) => props.onChange('industryId', (event.value as number | null) ?? null)}
        />
        {error('industryId')}
        <LookupLoadError query={industries} message={t('companies.industriesFailed')} />
      </div>
      {props.children}
      <RichTextField
        classBlock="company-form"
        toolbarKeys="companies.toolbar"
        label={t('companies.form.description')}
        value={values.description ?? ''}
        readOnly={readOnly}
        error={errors.description ? t(errors.description) : undefined}
        onChange={(html) => props.onChange('description', html)}
      />
    </>
  );
}
