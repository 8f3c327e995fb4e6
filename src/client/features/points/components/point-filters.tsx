import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, type CurrencyCode } from '#shared/constants/domain.ts';
import { POINT_KINDS, type PointKind } from '#shared/schemas/points.ts';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';

export type PointFilterValues = {
  kind?: PointKind;
  currency?: CurrencyCode;
  from?: string;
  to?: string;
};

/** Type, currency and date filters of the ledger, applied together with one button. */
export function PointFilters(props: { onApply: (filters: PointFilterValues) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PointFilterValues>({});
  return (
    <form
      className="points-filters"
      onSubmit={(event) => {
        event.preventDefault();
        props.onApply(draft);
      }}
    >
      <div className="form-field">
        <label htmlFor="points-kind">{t('points.kind')}</label>
        <Dropdown
          pt={HIDDEN_SELECT_PT}
          inputId="points-kind"
          placeholder={t('points.kind')}
          value={draft.kind ?? 'all'}
          options={['all', ...POINT_KINDS].map((value) => ({
            value,
            label: t(`points.kinds.${value}`),
          }))}
          onChange={(event) =>
            setDraft((current) => ({
              ...current,
              kind: event.value === 'all' ? undefined : (event.value as PointKind),
            }))
          }
        />
      </div>
      <div className="form-field">
        <label htmlFor="points-currency">{t('points.currency')}</label>
        <Dropdown
          pt={HIDDEN_SELECT_PT}
          inputId="points-currency"
          placeholder={t('points.currency')}
          value={draft.currency ?? 'all'}
          options={[
            { value: 'all', label: t('points.allCurrencies') },
            ...CURRENCY_CODES.map((code) => ({ value: code, label: code })),
          ]}
          onChange={(event) =>
            setDraft((current) => ({
              ...current,
              currency: event.value === 'all' ? undefined : (event.value as CurrencyCode),
            }))
          }
        />
      </div>
      <div className="form-field">
        <label htmlFor="points-from">{t('points.from')}</label>
        <InputText
          id="points-from"
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => setDraft((c) => ({ ...c, from: event.target.value || undefined }))}
        />
      </div>
      <div className="form-field">
        <label htmlFor="points-to">{t('points.to')}</label>
        <InputText
          id="points-to"
          type="date"
          value={draft.to ?? ''}
          onChange={(event) => setDraft((c) => ({ ...c, to: event.target.value || undefined }))}
        />
      </div>
      <div className="points-filters__actions">
        <Button type="submit" label={t('points.apply')} icon="pi pi-filter" />
        <Button
          type="button"
          text
          label={t('points.clear')}
          onClick={() => {
            setDraft({});
            props.onApply({});
          }}
        />
      </div>
    </form>
  );
}
