import { MultiSelect } from 'primereact/multiselect';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { PrimeStyleScope } from '#client/startup/prime-styles/prime-style-scope.tsx';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '#client/components/flag/country-flag.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { useCountries, type CountryOption } from '#client/api/lookups/get-countries.ts';
import type { CountryMultiSelectProps, WokenBy } from './country-multi-select-props.ts';
import '../country-city-select/country-city-select.css';
// Registers PrimeReact's folded 'contains' (Turkish letters, accents) before the first filter.
import '#client/lib/folded-filter.ts';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

type Props = CountryMultiSelectProps & {
  /** It replaces the closed stand-in the visitor just reached: take the focus (and open). */
  wokenBy?: WokenBy;
};

/**
 * Several countries as chips (flag and ISO2 code), with a filter box that ignores case, accents
 * and the Turkish dotted/dotless i. The label is the caller's (`<label htmlFor={inputId}>`).
 */
export function CountryMultiSelect({
  inputId,
  value,
  onChange,
  invalid = false,
  placeholder,
  ariaDescribedBy,
  className,
  wokenBy,
}: Props) {
  const { t, i18n } = useTranslation();
  const field = useRef<MultiSelect>(null);
  // The focus moves in the commit that removes the stand-in, so that no key pressed in between
  // is lost; the panel opens once PrimeReact's own effects have run.
  useLayoutEffect(() => {
    if (wokenBy) field.current?.focus();
  }, [wokenBy]);
  useEffect(() => {
    if (wokenBy === 'open') field.current?.show();
  }, [wokenBy]);
  const countries = useCountries(i18n.language);
  const countryDropdown = useLookupDropdown(countries.isLoading, field);
  const byId = new Map((countries.data ?? []).map((country) => [country.id, country]));
  return (
    <PrimeStyleScope>
      <MultiSelect
        inputId={inputId}
        className={['country-multi-select', className].filter(Boolean).join(' ')}
        value={value}
        options={countries.data ?? []}
        optionLabel="description"
        optionValue="id"
        display="chip"
        filter
        filterBy="searchName,description"
        filterPlaceholder={t('jobs.search.countryFilter')}
        placeholder={placeholder ?? t('jobs.search.countriesPlaceholder')}
        emptyFilterMessage={t('jobs.location.noResults')}
        emptyMessage={
          countries.isError ? t('jobs.location.loadError') : t('jobs.location.noResults')
        }
        {...countryDropdown}
        invalid={invalid}
        aria-describedby={ariaDescribedBy}
        maxSelectedLabels={6}
        selectedItemsLabel={t('jobs.search.selectedCount', { count: value.length })}
        showSelectAll={false}
        // A virtual scroller draws no empty message: none until there are countries to scroll.
        virtualScrollerOptions={countries.data ? { itemSize: 38 } : undefined}
        itemTemplate={(option: CountryOption) => (
          <span className="country-option">
            <CountryFlag iso2={option.iso2} />
            <span>{option.description}</span>
            <span className="country-option__code">{option.iso2}</span>
          </span>
        )}
        // Each chosen country is a chip of its own (flag and ISO2 code, spec), with its remove
        // button: PrimeReact draws no chips once the items have a template.
        selectedItemTemplate={(id: number | undefined) => {
          const country = id === undefined ? undefined : byId.get(id);
          if (!country) return null;
          return (
            <span className="p-multiselect-token country-chip" title={country.description}>
              <span className="p-multiselect-token-label country-option">
                <CountryFlag iso2={country.iso2} />
                <span>{country.iso2}</span>
              </span>
              <button
                type="button"
                className="country-chip__remove"
                aria-label={t('jobs.search.removeCountry', { name: country.description })}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange(value.filter((chosen) => chosen !== id));
                }}
              >
                <span className="pi pi-times-circle" aria-hidden="true" />
              </button>
            </span>
          );
        }}
        onChange={(event) => onChange((event.value as number[] | null) ?? [])}
      />
      {/* Under the field, open or closed: chosen countries that vanished say why. */}
      <LookupLoadError
        query={countries}
        message={t('jobs.location.loadError')}
        className="country-multi-select__load-error"
      />
    </PrimeStyleScope>
  );
}
