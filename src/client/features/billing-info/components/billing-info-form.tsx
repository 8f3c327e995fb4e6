import { zodResolver } from '@hookform/resolvers/zod';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, CURRENCY_CODES } from '#shared/constants/domain.ts';
import {
  billingInfoSchema,
  type BillingInfo,
  type BillingInfoInput,
  type BillingInfoResponse,
} from '#shared/schemas/billing-info.ts';
import { ApiError } from '#client/api/api-error.ts';
import { CountryCitySelect } from '#client/components/country-city-select/country-city-select.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { useCities } from '#client/api/lookups/get-cities.ts';
import { useCountries } from '#client/api/lookups/get-countries.ts';
import { useLookup } from '#client/api/lookups/get-lookup.ts';
import { useSaveBillingInfo } from '../api/save-billing-info.ts';
import type { BillingScope } from '../api/get-billing-info.ts';

type FormValues = Omit<BillingInfoInput, 'country' | 'billingCity' | 'currency'> & {
  country: number | null;
  billingCity: number | null;
  currency: BillingInfoInput['currency'] | null;
};

function toForm(info: BillingInfoResponse['info']): FormValues {
  return {
    accountType: info?.accountType === ACCOUNT_TYPE.corporate ? 2 : 1,
    country: info?.country ?? null,
    currency: (CURRENCY_CODES as readonly string[]).includes(info?.currency ?? '')
      ? (info?.currency as FormValues['currency'])
      : null,
    accountHolderName: info?.accountHolderName ?? '',
    iban: info?.iban ?? '',
    billingName: info?.billingName ?? '',
    billingEmail: info?.billingEmail ?? '',
    billingCity: info?.billingCity ?? null,
    billingAddress: info?.billingAddress ?? '',
    billingPostcode: info?.billingPostcode ?? '',
    billingTaxNumber: info?.billingTaxNumber ?? '',
    isVatRegistered: info?.isVatRegistered ?? false,
  };
}

/**
 * Loading failures of the option lists, as the spec's error toasts (once each); the currencies'
 * query too, whose failure the form also shows under its field with a Try Again.
 */
function useLoadErrorToasts(countryId: number | null) {
  const { t, i18n } = useTranslation();
  const currencies = useLookup('currencies', i18n.language);
  const countries = useCountries(i18n.language);
  const cities = useCities(countryId);
  const toast = (key: string) =>
    showToast({ severity: 'error', summary: t('billingInfo.toastError'), detail: t(key) });
  useEffect(() => {
    if (currencies.isError) toast('billingInfo.errors.currencies');
  }, [currencies.isError]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (countries.isError) toast('billingInfo.errors.countries');
  }, [countries.isError]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (cities.isError) toast('billingInfo.errors.cities');
  }, [cities.isError]); // eslint-disable-line react-hooks/exhaustive-deps
  const options = (currencies.data ?? []).filter((item) =>
    (CURRENCY_CODES as readonly string[]).includes(item.code),
  );
  return { currencies, options };
}

/** The Bank Account and Billing Information cards with Cancel and Save Changes. */
export function BillingInfoForm({
  scope,
  info,
  onSaved,
}: {
  scope: BillingScope;
  info: BillingInfoResponse['info'];
  /** After a successful save (the checkout the company came from). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBillingInfo(scope);
  const form = useForm<FormValues, unknown, BillingInfo>({
    resolver: zodResolver(billingInfoSchema) as never,
    defaultValues: toForm(info),
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, setValue, reset, formState } = form;
  const { errors } = formState;
  const accountType = useWatch({ control, name: 'accountType' });
  const vat = useWatch({ control, name: 'isVatRegistered' });
  const country = useWatch({ control, name: 'country' });
  const city = useWatch({ control, name: 'billingCity' });
  const { currencies, options: currencyOptions } = useLoadErrorToasts(country);

  useEffect(() => reset(toForm(info)), [info, reset]);

  const id = (name: string) => `billing-${scope}-${name}`;
  const describedBy = (name: FieldPath<FormValues>) =>
    errors[name] ? `${id(name)}-error` : undefined;
  const text = (
    name:
      | 'accountHolderName'
      | 'iban'
      | 'billingName'
      | 'billingEmail'
      | 'billingPostcode'
      | 'billingTaxNumber',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <div className="form-field">
      <label htmlFor={id(name)}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <InputText
        id={id(name)}
        {...register(name)}
        invalid={Boolean(errors[name])}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(name)}
        aria-required
        {...extra}
      />
      <FieldError id={`${id(name)}-error`} message={errors[name]?.message} />
    </div>
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast({
        severity: 'success',
        summary: t('billingInfo.toastSuccess'),
        detail: t('billingInfo.saved'),
      });
      onSaved?.();
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== 0 && error.message ? error.message : null;
      showToast({
        severity: 'error',
        summary: t('billingInfo.toastError'),
        detail: message ?? t('billingInfo.errors.saving'),
      });
    }
  });

  return (
    <form className="billing-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <section className="panel-card billing-card" aria-labelledby={id('bank')}>
        <h2 id={id('bank')}>{t('billingInfo.bankAccount')}</h2>
        <fieldset className="form-field billing-form__types">
          <legend>{t('billingInfo.accountType')}</legend>
          <Controller
            control={control}
            name="accountType"
            render={({ field }) => (
              <div className="billing-form__radios">
                {([ACCOUNT_TYPE.personal, ACCOUNT_TYPE.corporate] as const).map((value) => (
                  <div key={value} className="billing-form__radio">
                    <RadioButton
                      inputId={id(`type-${value}`)}
                      name={field.name}
                      value={value}
                      checked={field.value === value}
                      onChange={() => {
                        field.onChange(value);
                        // Personal: no VAT registration, no tax number
                        if (value === ACCOUNT_TYPE.personal) {
                          setValue('isVatRegistered', false);
                          setValue('billingTaxNumber', '', { shouldValidate: true });
                        }
                      }}
                    />
                    <label htmlFor={id(`type-${value}`)}>
                      {value === ACCOUNT_TYPE.personal
                        ? t('billingInfo.personal')
                        : t('billingInfo.corporate')}
                    </label>
                  </div>
                ))}
              </div>
            )}
          />
        </fieldset>
        <div className="form-field">
          <label htmlFor={id('currency')}>
            {t('billingInfo.currency')}
            <span aria-hidden="true"> *</span>
          </label>
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <Dropdown
                pt={HIDDEN_SELECT_PT}
                inputId={id('currency')}
                value={field.value}
                options={currencyOptions}
                optionLabel="description"
                optionValue="code"
                onChange={(event) => field.onChange(event.value as string)}
                onBlur={field.onBlur}
                invalid={Boolean(errors.currency)}
                aria-describedby={describedBy('currency')}
                placeholder={t('billingInfo.currency')}
                itemTemplate={(item: { code: string; description: string }) =>
                  `${item.code} · ${item.description}`
                }
                valueTemplate={(item: { code: string; description: string } | null, props) =>
                  item ? `${item.code} · ${item.description}` : props.placeholder
                }
              />
            )}
          />
          <FieldError id={`${id('currency')}-error`} message={errors.currency?.message} />
          <LookupLoadError query={currencies} message={t('billingInfo.errors.currencies')} />
        </div>
        {text('accountHolderName', t('billingInfo.accountHolderName'), { autoComplete: 'name' })}
        {text('iban', t('billingInfo.iban'), { autoComplete: 'off', spellCheck: false })}
      </section>

      <section className="panel-card billing-card" aria-labelledby={id('billing')}>
        <h2 id={id('billing')}>{t('billingInfo.billingInformation')}</h2>
        {text(
          'billingName',
          accountType === ACCOUNT_TYPE.corporate
            ? t('billingInfo.companyName')
            : t('billingInfo.fullName'),
        )}
        {text('billingEmail', t('billingInfo.billingEmail'), {
          type: 'email',
          autoComplete: 'email',
        })}
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <div className="form-field">
              <CountryCitySelect
                idPrefix={id('place')}
                countryId={field.value}
                cityId={city}
                countryLabel={t('billingInfo.country')}
                cityLabel={t('billingInfo.city')}
                required
                invalid={{ country: Boolean(errors.country), city: Boolean(errors.billingCity) }}
                errors={{
                  country: (
                    <FieldError id={`${id('country')}-error`} message={errors.country?.message} />
                  ),
                  city: (
                    <FieldError id={`${id('city')}-error`} message={errors.billingCity?.message} />
                  ),
                }}
                onChange={(value) => {
                  field.onChange(value.countryId);
                  setValue('billingCity', value.cityId, { shouldValidate: formState.isSubmitted });
                }}
              />
            </div>
          )}
        />
        <div className="form-field">
          <label htmlFor={id('address')}>
            {t('billingInfo.address')}
            <span aria-hidden="true"> *</span>
          </label>
          <Controller
            control={control}
            name="billingAddress"
            render={({ field }) => (
              <InputTextarea
                id={id('address')}
                rows={3}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                invalid={Boolean(errors.billingAddress)}
                aria-describedby={describedBy('billingAddress')}
                aria-required
              />
            )}
          />
          <FieldError
            id={`${id('billingAddress')}-error`}
            message={errors.billingAddress?.message}
          />
        </div>
        {text('billingPostcode', t('billingInfo.postcode'), { autoComplete: 'postal-code' })}
        <div className="form-field billing-form__check">
          <Controller
            control={control}
            name="isVatRegistered"
            render={({ field }) => (
              <Checkbox
                inputId={id('vat')}
                checked={Boolean(field.value)}
                disabled={accountType === ACCOUNT_TYPE.personal}
                onChange={(event) => {
                  field.onChange(Boolean(event.checked));
                  if (!event.checked) setValue('billingTaxNumber', '', { shouldValidate: true });
                }}
              />
            )}
          />
          <label htmlFor={id('vat')}>{t('billingInfo.vatRegistered')}</label>
        </div>
        {vat && text('billingTaxNumber', t('billingInfo.taxNumber'))}
      </section>

      <div className="billing-form__actions">
        <Button
          type="button"
          severity="secondary"
          outlined
          label={t('billingInfo.cancel')}
          onClick={() => reset(toForm(info))}
        />
        <Button type="submit" label={t('billingInfo.save')} loading={save.isPending} />
      </div>
    </form>
  );
}
