import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, type CurrencyCode } from '#shared/constants/domain.ts';
import { minorToMajor } from '#shared/format/money.ts';
import { FieldError } from '#client/components/form/field-error.tsx';

/** One price as the form holds it: the fee in major units (dollars, lira) as typed. */
export type PriceRow = { currency: CurrencyCode; fee: number | null };

/** Digits after the decimal point of a currency (0 for the yen). */
export const minorDigits = (currency: string) => Math.round(-Math.log10(minorToMajor(1, currency)));

/** Major units to integer minor units; an empty fee stays NaN so the schema names it. */
export const toMinor = (row: PriceRow) =>
  row.fee === null ? Number.NaN : Math.round(row.fee * 10 ** minorDigits(row.currency));

/** The plan's prices, one row per currency: pick the currency, type the fee, remove, add. */
export function PriceRows(props: {
  id: string;
  rows: PriceRow[];
  errors: Record<string, string>;
  onChange: (rows: PriceRow[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { rows, errors } = props;
  const used = new Set(rows.map((row) => row.currency));
  const unused = CURRENCY_CODES.filter((code) => !used.has(code));
  const set = (index: number, change: Partial<PriceRow>) =>
    props.onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const locale = i18n.language === 'tr' ? 'tr-TR' : 'en-US';

  return (
    <fieldset className="plan-dialog__prices" aria-describedby={`${props.id}-prices-hint`}>
      <legend>{t('billingPlan.admin.dialog.prices')}</legend>
      <small id={`${props.id}-prices-hint`} className="plan-dialog__hint">
        {t('billingPlan.admin.dialog.pricesHint')}
      </small>
      <FieldError id={`${props.id}-prices-error`} message={errors.prices} />
      {rows.map((row, index) => {
        const rowId = `${props.id}-price-${index}`;
        const feeError = errors[`prices.${index}.feeMinor`];
        return (
          <div className="plan-dialog__price" key={`${row.currency}-${index}`}>
            <div className="admin-field">
              <label htmlFor={`${rowId}-currency`}>{t('billingPlan.admin.dialog.currency')}</label>
              <Dropdown
                inputId={`${rowId}-currency`}
                pt={{
                  select: { 'aria-hidden': true },
                  trigger: { 'aria-label': t('billingPlan.admin.dialog.currency') },
                }}
                value={row.currency}
                options={[row.currency, ...unused]}
                onChange={(event) => set(index, { currency: event.value as CurrencyCode })}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={`${rowId}-fee`}>
                {t('billingPlan.admin.dialog.fee', { currency: row.currency })}
              </label>
              <InputNumber
                inputId={`${rowId}-fee`}
                value={row.fee}
                min={0}
                locale={locale}
                minFractionDigits={minorDigits(row.currency)}
                maxFractionDigits={minorDigits(row.currency)}
                invalid={Boolean(feeError)}
                aria-describedby={feeError ? `${rowId}-fee-error` : undefined}
                onValueChange={(event) => set(index, { fee: event.value ?? null })}
              />
              <FieldError id={`${rowId}-fee-error`} message={feeError} />
            </div>
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              className="plan-dialog__remove"
              aria-label={t('billingPlan.admin.dialog.removePrice', { currency: row.currency })}
              onClick={() => props.onChange(rows.filter((_, at) => at !== index))}
            />
          </div>
        );
      })}
      <Button
        type="button"
        icon="pi pi-plus"
        text
        label={t('billingPlan.admin.dialog.addPrice')}
        disabled={!unused.length}
        onClick={() => props.onChange([...rows, { currency: unused[0]!, fee: null }])}
      />
    </fieldset>
  );
}
