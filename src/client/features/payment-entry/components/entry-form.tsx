import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, type CurrencyCode } from '#shared/constants/domain.ts';
import { formatMoney, minorDigits, minorToDecimal } from '#shared/format/money.ts';
import {
  ENTRY_DIRECTIONS,
  paymentEntrySchema,
  type InvoiceOption,
  type PaymentEntry,
  type RecruiterOption,
} from '#shared/schemas/payment-entry.ts';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { newRequestKey } from '#client/lib/request-key.ts';
import { useCreateEntry } from '../api/create-entry.ts';
import { searchInvoices, searchRecruiters } from '../api/search-options.ts';
import { entryFailureText, fieldRefusals } from './feedback.ts';
import { OptionPicker } from './option-picker.tsx';

type FormValues = {
  requestKey: string;
  direction: 'in' | 'out';
  amount: string;
  currency: CurrencyCode | null;
  paidOn: string;
  reference: string;
  note: string;
  invoiceId: string | null;
  recruiterId: string | null;
};

const today = () => new Date().toISOString().slice(0, 10);

const fresh = (direction: FormValues['direction']): FormValues => ({
  requestKey: newRequestKey(),
  direction,
  amount: '',
  currency: null,
  paidOn: today(),
  reference: '',
  note: '',
  invoiceId: null,
  recruiterId: null,
});

/**
 * One payment in or out. The request key is made when the form opens and again only after a
 * payment is recorded, so a double click or a retry of the same payment records it once.
 */
export function EntryForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const create = useCreateEntry();
  const [invoice, setInvoice] = useState<InvoiceOption | null>(null);
  const [recruiter, setRecruiter] = useState<RecruiterOption | null>(null);
  const form = useForm<FormValues, unknown, PaymentEntry>({
    resolver: zodResolver(paymentEntrySchema) as never,
    defaultValues: fresh('in'),
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, setValue, setError, reset, formState } = form;
  const { errors } = formState;
  const direction = useWatch({ control, name: 'direction' });
  const currency = useWatch({ control, name: 'currency' });
  const requestKey = useWatch({ control, name: 'requestKey' });

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: FieldPath<FormValues>) =>
    errors[name] ? `${fieldId(name)}-error` : undefined;
  const money = (minor: number, code: string) => formatMoney(minor, code, i18n.language);

  const chooseInvoice = (option: InvoiceOption | null) => {
    setInvoice(option);
    setValue('invoiceId', option?.number ?? null, { shouldValidate: Boolean(option) });
    if (!option) return;
    setValue('currency', option.currency as CurrencyCode, { shouldValidate: true });
    const digits = minorDigits(option.currency);
    setValue('amount', minorToDecimal(option.totalMinor, digits), { shouldValidate: true });
  };

  const chooseRecruiter = (option: RecruiterOption | null) => {
    setRecruiter(option);
    setValue('recruiterId', option?.id ?? null, { shouldValidate: Boolean(option) });
    const first = option?.balances[0];
    if (first && !option.balances.some((balance) => balance.currency === currency))
      setValue('currency', first.currency as CurrencyCode, { shouldValidate: true });
  };

  const startOver = (next: FormValues['direction']) => {
    reset(fresh(next));
    setInvoice(null);
    setRecruiter(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { entry } = await create.mutateAsync({
        requestKey: values.requestKey,
        direction: values.direction,
        amount: String(values.amount).trim(),
        currency: values.currency,
        paidOn: values.paidOn,
        reference: values.reference,
        note: values.note,
        invoiceId: values.invoiceId,
        recruiterId: values.recruiterId,
      });
      showToast({
        severity: 'success',
        summary:
          entry.direction === 'in'
            ? t('paymentEntry.form.savedIn')
            : t('paymentEntry.form.savedOut', {
                statement: entry.statementNumber ?? '',
                net: money(entry.netMinor ?? 0, entry.currency),
              }),
      });
      startOver(values.direction);
    } catch (error) {
      const refusals = fieldRefusals(error);
      for (const refusal of refusals)
        setError(refusal.field as FieldPath<FormValues>, { message: refusal.message });
      if (refusals.length) return;
      showToast({
        severity: 'error',
        summary: t('paymentEntry.form.failed'),
        detail: entryFailureText(error, t, values.currency, i18n.language),
        life: 8000,
      });
    }
  });

  const text = (name: 'reference', label: string, help?: string) => (
    <div className="form-field">
      <label htmlFor={fieldId(name)}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <InputText
        id={fieldId(name)}
        {...register(name)}
        invalid={Boolean(errors[name])}
        aria-invalid={Boolean(errors[name])}
        aria-required
        aria-describedby={
          [help ? `${fieldId(name)}-help` : '', errorId(name) ?? ''].join(' ').trim() || undefined
        }
      />
      {help && (
        <small id={`${fieldId(name)}-help`} className="entry-form__help">
          {help}
        </small>
      )}
      <FieldError id={`${fieldId(name)}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <form className="entry-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{t('paymentEntry.form.heading')}</h2>
      <fieldset className="form-field entry-form__wide">
        <legend>{t('paymentEntry.form.direction')}</legend>
        <Controller
          control={control}
          name="direction"
          render={({ field }) => (
            <div className="entry-form__radios">
              {ENTRY_DIRECTIONS.map((value) => (
                <div key={value} className="entry-form__radio">
                  <RadioButton
                    inputId={fieldId(`direction-${value}`)}
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => startOver(value)}
                  />
                  <label htmlFor={fieldId(`direction-${value}`)}>
                    {t(`paymentEntry.form.${value}`)}
                  </label>
                </div>
              ))}
            </div>
          )}
        />
      </fieldset>

      <div className="form-field entry-form__wide">
        <label htmlFor={fieldId(direction === 'in' ? 'invoiceId' : 'recruiterId')}>
          {direction === 'in' ? t('paymentEntry.form.invoice') : t('paymentEntry.form.recruiter')}
          <span aria-hidden="true"> *</span>
        </label>
        {direction === 'in' ? (
          <OptionPicker<InvoiceOption>
            key={`invoice-${requestKey}`}
            inputId={fieldId('invoiceId')}
            search={searchInvoices}
            value={invoice}
            onChange={chooseInvoice}
            label={(option) => option.number}
            hint={(option) =>
              t('paymentEntry.form.invoiceOption', {
                number: option.number,
                company: option.companyName,
                total: money(option.totalMinor, option.currency),
              })
            }
            placeholder={t('paymentEntry.form.invoicePlaceholder')}
            emptyMessage={t('paymentEntry.form.noInvoices')}
            invalid={Boolean(errors.invoiceId)}
            describedBy={errorId('invoiceId')}
          />
        ) : (
          <OptionPicker<RecruiterOption>
            key={`recruiter-${requestKey}`}
            inputId={fieldId('recruiterId')}
            search={searchRecruiters}
            value={recruiter}
            onChange={chooseRecruiter}
            label={(option) => `${option.name} (${option.email})`}
            hint={(option) =>
              option.balances
                .map((balance) => money(balance.amountMinor, balance.currency))
                .join(', ')
            }
            placeholder={t('paymentEntry.form.recruiterPlaceholder')}
            emptyMessage={t('paymentEntry.form.noRecruiters')}
            invalid={Boolean(errors.recruiterId)}
            describedBy={errorId('recruiterId')}
          />
        )}
        <FieldError
          id={`${fieldId(direction === 'in' ? 'invoiceId' : 'recruiterId')}-error`}
          message={(direction === 'in' ? errors.invoiceId : errors.recruiterId)?.message}
        />
        {direction === 'out' && recruiter && (
          <small className="entry-form__help" aria-live="polite">
            {t('paymentEntry.form.balances', {
              balances: recruiter.balances
                .map((balance) => money(balance.amountMinor, balance.currency))
                .join(', '),
            })}
          </small>
        )}
      </div>

      <div className="form-field">
        <label htmlFor={fieldId('amount')}>
          {t('paymentEntry.form.amount')}
          <span aria-hidden="true"> *</span>
        </label>
        <InputText
          id={fieldId('amount')}
          inputMode="decimal"
          autoComplete="off"
          {...register('amount')}
          invalid={Boolean(errors.amount)}
          aria-invalid={Boolean(errors.amount)}
          aria-required
          aria-describedby={`${fieldId('amount')}-help ${errorId('amount') ?? ''}`.trim()}
        />
        <small id={`${fieldId('amount')}-help`} className="entry-form__help">
          {direction === 'in'
            ? t('paymentEntry.form.amountHelpIn')
            : t('paymentEntry.form.amountHelpOut')}
        </small>
        <FieldError id={`${fieldId('amount')}-error`} message={errors.amount?.message} />
      </div>

      <div className="form-field">
        <label htmlFor={fieldId('currency')}>
          {t('paymentEntry.form.currency')}
          <span aria-hidden="true"> *</span>
        </label>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Dropdown
              inputId={fieldId('currency')}
              pt={HIDDEN_SELECT_PT}
              value={field.value}
              options={[...CURRENCY_CODES]}
              placeholder={t('paymentEntry.form.currency')}
              invalid={Boolean(errors.currency)}
              aria-describedby={errorId('currency')}
              onChange={(event) => field.onChange(event.value as CurrencyCode)}
              onBlur={field.onBlur}
            />
          )}
        />
        <FieldError id={`${fieldId('currency')}-error`} message={errors.currency?.message} />
      </div>

      <div className="form-field">
        <label htmlFor={fieldId('paidOn')}>
          {t('paymentEntry.form.paidOn')}
          <span aria-hidden="true"> *</span>
        </label>
        <InputText
          id={fieldId('paidOn')}
          type="date"
          max={today()}
          {...register('paidOn')}
          invalid={Boolean(errors.paidOn)}
          aria-invalid={Boolean(errors.paidOn)}
          aria-required
          aria-describedby={errorId('paidOn')}
        />
        <FieldError id={`${fieldId('paidOn')}-error`} message={errors.paidOn?.message} />
      </div>

      {text('reference', t('paymentEntry.form.reference'), t('paymentEntry.form.referenceHelp'))}

      <div className="form-field entry-form__wide">
        <label htmlFor={fieldId('note')}>{t('paymentEntry.form.note')}</label>
        <InputTextarea
          id={fieldId('note')}
          rows={2}
          {...register('note')}
          invalid={Boolean(errors.note)}
          aria-invalid={Boolean(errors.note)}
          aria-describedby={errorId('note')}
        />
        <FieldError id={`${fieldId('note')}-error`} message={errors.note?.message} />
      </div>

      <div className="entry-form__actions entry-form__wide">
        <Button
          type="button"
          label={t('paymentEntry.form.reset')}
          outlined
          onClick={() => startOver(direction)}
        />
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('paymentEntry.form.submit')}
          loading={create.isPending}
        />
      </div>
    </form>
  );
}
