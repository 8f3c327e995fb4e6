import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWithholdingRateSchema } from '#shared/schemas/recruiter-payments.ts';
import { useCountries } from '#client/api/lookups/get-countries.ts';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { useSaveWithholdingRate, useWithholdingRates } from '../api/withholding-rates.ts';
import { toastDone, toastFailure } from './feedback.ts';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

/** "12,5" or "12.5" per cent as basis points (1250), or NaN. */
const percentToBp = (text: string) =>
  /^\d{1,3}([.,]\d{1,2})?$/.test(text.trim())
    ? Math.round(Number(text.trim().replace(',', '.')) * 100)
    : Number.NaN;

/** The withholding rate per country: the rates set so far, and a form to set one. */
export function WithholdingDialog(props: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const rates = useWithholdingRates();
  const countries = useCountries(lang);
  const countryDropdown = useLookupDropdown<Dropdown>(countries.isLoading);
  const save = useSaveWithholdingRate();
  const [countryId, setCountryId] = useState<number | null>(null);
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<{ countryId?: string; rate?: string }>({});

  const submit = () => {
    const parsed = saveWithholdingRateSchema.safeParse({
      countryId,
      withholdingRateBp: percentToBp(percent),
    });
    if (!parsed.success) {
      const issue = (field: string) =>
        parsed.error.issues.find((item) => item.path[0] === field)?.message;
      const rate = issue('withholdingRateBp');
      return setErrors({
        countryId: issue('countryId'),
        rate: rate ? 'recruiterPayments.validation.rateRange' : undefined,
      });
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toastDone(t('recruiterPayments.withholding.saved')),
      onError: (error) => toastFailure(error, t),
    });
  };

  const percentOf = (bp: number) => (bp / 100).toLocaleString(i18n.language);
  return (
    <Dialog
      visible
      modal
      header={t('recruiterPayments.withholding.title')}
      onHide={props.onClose}
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={
        <Button
          type="button"
          label={t('recruiterPayments.close')}
          outlined
          onClick={props.onClose}
        />
      }
    >
      <p>{t('recruiterPayments.withholding.intro')}</p>
      {rates.isError ? (
        <LoadError
          message={t('recruiterPayments.withholding.loadFailed')}
          onRetry={() => void rates.refetch()}
        />
      ) : rates.data && rates.data.items.length === 0 ? (
        <p>{t('recruiterPayments.withholding.empty')}</p>
      ) : (
        <table className="payout-totals">
          <caption className="visually-hidden">
            {t('recruiterPayments.withholding.tableLabel')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('recruiterPayments.withholding.country')}</th>
              <th scope="col">{t('recruiterPayments.withholding.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {(rates.data?.items ?? []).map((rate) => (
              <tr key={rate.countryId}>
                <th scope="row">{lang === 'tr' ? rate.nameTr : rate.nameEn}</th>
                <td>
                  <Button
                    type="button"
                    link
                    label={`${percentOf(rate.withholdingRateBp)} %`}
                    aria-label={`${lang === 'tr' ? rate.nameTr : rate.nameEn}: ${percentOf(rate.withholdingRateBp)} %`}
                    onClick={() => {
                      setCountryId(rate.countryId);
                      setPercent(percentOf(rate.withholdingRateBp));
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="payout-rate-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-country`}>{t('recruiterPayments.withholding.country')}</label>
          <Dropdown
            inputId={`${id}-country`}
            pt={HIDDEN_SELECT_PT}
            value={countryId}
            options={countries.data ?? []}
            optionLabel="description"
            optionValue="id"
            filter
            filterBy="searchName"
            placeholder={t('recruiterPayments.withholding.selectCountry')}
            {...countryDropdown}
            emptyMessage={countries.isError ? t('jobs.location.loadError') : undefined}
            invalid={Boolean(errors.countryId)}
            aria-describedby={errors.countryId ? `${id}-country-error` : undefined}
            onChange={(event) => setCountryId(event.value as number)}
          />
          <FieldError id={`${id}-country-error`} message={errors.countryId} />
          <LookupLoadError query={countries} message={t('jobs.location.loadError')} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-rate`}>{t('recruiterPayments.withholding.rate')}</label>
          <InputText
            id={`${id}-rate`}
            inputMode="decimal"
            value={percent}
            invalid={Boolean(errors.rate)}
            aria-invalid={Boolean(errors.rate)}
            aria-describedby={errors.rate ? `${id}-rate-error` : undefined}
            onChange={(event) => setPercent(event.target.value)}
          />
          <FieldError id={`${id}-rate-error`} message={errors.rate} />
        </div>
        <Button
          type="submit"
          label={t('recruiterPayments.withholding.save')}
          loading={save.isPending}
        />
      </form>
    </Dialog>
  );
}
