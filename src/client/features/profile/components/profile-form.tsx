import { zodResolver } from '@hookform/resolvers/zod';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_PROFILE_FIELDS,
  updateProfileRequestSchema,
  type Profile,
  type UpdateProfileRequest,
} from '#shared/schemas/profile.ts';
import { CountryCitySelect } from '#client/components/country-city-select/country-city-select.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { errorMessage } from '#client/api/error-message.ts';
import { useGenders } from '../api/get-genders.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

type Values = {
  firstname: string;
  lastname: string;
  mobile: string;
  linkedinPage: string;
  title: string;
  genderId: number | null;
  birthDate: string;
  countryId: number | null;
  cityId: number | null;
  language: 'en' | 'tr';
  publicProfileFields: UpdateProfileRequest['publicProfileFields'];
};

const toValues = (profile: Profile): Values => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  mobile: profile.mobile ?? '',
  linkedinPage: profile.linkedinPage ?? '',
  title: profile.title ?? '',
  genderId: profile.genderId,
  birthDate: profile.birthDate ?? '',
  countryId: profile.countryId,
  cityId: profile.cityId,
  language: profile.language === 'tr' ? 'tr' : 'en',
  publicProfileFields: profile.publicProfileFields,
});

// The date input gives '' when empty: that is no birth date (null), not an invalid one.
const formSchema = updateProfileRequestSchema.extend({
  birthDate: z.union([
    z.literal('').transform(() => null),
    updateProfileRequestSchema.shape.birthDate,
  ]),
});

/** Personal fields, LinkedIn and what the public profile shows. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const genders = useGenders(i18n.language);
  const genderDropdown = useLookupDropdown<Dropdown>(genders.isLoading);
  const form = useForm<Values, unknown, UpdateProfileRequest>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: toValues(profile),
  });
  const { register, control, handleSubmit, reset, formState, setValue } = form;
  const countryId = useWatch({ control, name: 'countryId' });
  const cityId = useWatch({ control, name: 'cityId' });
  const { errors } = formState;
  useEffect(() => reset(toValues(profile)), [profile, reset]);
  // The app's language is the account's (the top bar's switch saves it): the form's Language
  // follows it, so saving the form never sends the former language back.
  const appLanguage = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  useEffect(() => {
    if (form.getValues('language') !== appLanguage) setValue('language', appLanguage);
  }, [appLanguage, form, setValue]);

  const field = (
    name: 'firstname' | 'lastname' | 'mobile' | 'linkedinPage' | 'title' | 'birthDate',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <div className="form-field">
      <label htmlFor={`profile-${name}`}>{label}</label>
      <InputText
        id={`profile-${name}`}
        {...register(name)}
        invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
        {...extra}
      />
      <FieldError id={`profile-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => showToast({ severity: 'success', summary: t('profile.saved') }),
      onError: (error) => showToast({ severity: 'error', summary: errorMessage(error, t) }),
    }),
  );

  return (
    <form className="profile-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="profile-form__grid">
        {field('firstname', t('profile.firstname'), {
          autoComplete: 'given-name',
          'aria-required': true,
        })}
        {field('lastname', t('profile.lastname'), {
          autoComplete: 'family-name',
          'aria-required': true,
        })}
        <div className="form-field">
          <label htmlFor="profile-email">{t('profile.email')}</label>
          <InputText id="profile-email" value={profile.email} readOnly disabled />
        </div>
        {field('mobile', t('profile.mobile'), { type: 'tel', autoComplete: 'tel' })}
        {field('linkedinPage', t('profile.linkedin'), {
          type: 'url',
          placeholder: 'https://www.linkedin.com/in/…',
        })}
        {field('title', t('profile.jobTitle'))}
        <div className="form-field">
          <label htmlFor="profile-gender">{t('profile.gender')}</label>
          <Controller
            control={control}
            name="genderId"
            render={({ field: gender }) => (
              <Dropdown
                pt={HIDDEN_SELECT_PT}
                inputId="profile-gender"
                placeholder={t('profile.genderPlaceholder')}
                value={gender.value}
                options={genders.data ?? []}
                optionLabel="description"
                optionValue="id"
                showClear
                {...genderDropdown}
                emptyMessage={genders.isError ? t('profile.gendersFailed') : undefined}
                invalid={Boolean(errors.genderId)}
                aria-describedby={errors.genderId ? 'profile-gender-error' : undefined}
                onChange={(event) => gender.onChange(event.value ?? null)}
              />
            )}
          />
          <FieldError id="profile-gender-error" message={errors.genderId?.message} />
          <LookupLoadError query={genders} message={t('profile.gendersFailed')} />
        </div>
        {field('birthDate', t('profile.birthDate'), { type: 'date' })}
        <div className="form-field">
          <label htmlFor="profile-language">{t('profile.language')}</label>
          <Controller
            control={control}
            name="language"
            render={({ field: language }) => (
              <Dropdown
                pt={HIDDEN_SELECT_PT}
                inputId="profile-language"
                placeholder={t('profile.language')}
                value={language.value}
                options={[
                  { label: t('profile.languages.en'), value: 'en' },
                  { label: t('profile.languages.tr'), value: 'tr' },
                ]}
                onChange={(event) => language.onChange(event.value)}
              />
            )}
          />
        </div>
        <div className="profile-form__wide">
          <CountryCitySelect
            idPrefix="profile-place"
            countryId={countryId}
            cityId={cityId}
            invalid={{ city: Boolean(errors.cityId) }}
            errors={{
              city: <FieldError id="profile-city-error" message={errors.cityId?.message} />,
            }}
            onChange={(value) => {
              setValue('countryId', value.countryId, { shouldDirty: true });
              setValue('cityId', value.cityId, { shouldDirty: true });
            }}
          />
        </div>
      </div>
      <fieldset className="profile-form__public">
        <legend>{t('profile.publicFields')}</legend>
        <Controller
          control={control}
          name="publicProfileFields"
          render={({ field: shown }) => (
            <div className="profile-form__checks">
              {PUBLIC_PROFILE_FIELDS.map((name) => (
                <div key={name} className="profile-form__check">
                  <Checkbox
                    inputId={`public-${name}`}
                    checked={shown.value.includes(name)}
                    onChange={(event) =>
                      shown.onChange(
                        event.checked
                          ? [...shown.value, name]
                          : shown.value.filter((item) => item !== name),
                      )
                    }
                  />
                  <label htmlFor={`public-${name}`}>{t(`profile.publicFieldNames.${name}`)}</label>
                </div>
              ))}
            </div>
          )}
        />
      </fieldset>
      <div className="profile-form__actions">
        <Button
          type="button"
          severity="secondary"
          outlined
          label={t('profile.cancel')}
          onClick={() => reset(toValues(profile))}
        />
        <Button type="submit" label={t('profile.save')} loading={update.isPending} />
      </div>
    </form>
  );
}
