import { Dropdown } from 'primereact/dropdown';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '#client/components/flag/country-flag.tsx';
import { LookupLoadError } from '#client/components/load-error/lookup-load-error.tsx';
import { useCities } from '#client/api/lookups/get-cities.ts';
import { useCountries, type CountryOption } from '#client/api/lookups/get-countries.ts';
import './country-city-select.css';
// Registers PrimeReact's folded 'contains' (Turkish letters, accents) before the first filter.
import '#client/lib/folded-filter.ts';
import { useLookupDropdown } from '#client/hooks/use-lookup-dropdown.ts';

export type CountryCityValue = { countryId: number | null; cityId: number | null };

export type CountryCitySelectProps = {
  countryId: number | null;
  cityId: number | null;
  /** Called with both ids; choosing another country clears the city. */
  onChange: (value: CountryCityValue) => void;
  /** Field labels; default 'Country' and 'City' in the current language. */
  countryLabel?: string;
  cityLabel?: string;
  /** Prefix of the two input ids (`<prefix>-country`, `<prefix>-city`); generated when absent. */
  idPrefix?: string;
  /** Red fields (after a failed submit): both, or each on its own. */
  invalid?: boolean | { country?: boolean; city?: boolean };
  /** Asterisk on the labels and aria-required. */
  required?: boolean;
  disabled?: boolean;
  /** Hide the city dropdown (country only). */
  countryOnly?: boolean;
  /** Each field's message, shown under its own dropdown (side by side or stacked on a phone). */
  errors?: { country?: ReactNode; city?: ReactNode };
  className?: string;
};

function CountryItem({ country }: { country: CountryOption }) {
  return (
    <span className="country-option">
      <CountryFlag iso2={country.iso2} />
      <span>{country.description}</span>
    </span>
  );
}

/**
 * The shared country and city selector: a searchable country dropdown with flags and a dependent
 * city dropdown (disabled until a country is chosen). Filtering ignores case, accents and the
 * Turkish dotted/dotless i ('izmir' finds 'İzmir'). Both are clearable. Controlled. A list that
 * could not load says so under its field, with a Try Again.
 */
export function CountryCitySelect({
  countryId,
  cityId,
  onChange,
  countryLabel,
  cityLabel,
  idPrefix,
  invalid,
  required = false,
  disabled = false,
  countryOnly = false,
  className,
  errors,
}: CountryCitySelectProps) {
  const { t, i18n } = useTranslation();
  const generated = useId();
  const prefix = idPrefix ?? `ccs${generated.replace(/:/g, '')}`;
  const countries = useCountries(i18n.language);
  const cities = useCities(countryId);
  const countryDropdown = useLookupDropdown<Dropdown>(countries.isLoading);
  const cityDropdown = useLookupDropdown<Dropdown>(countryId !== null && cities.isLoading);
  const countryInvalid = typeof invalid === 'object' ? Boolean(invalid.country) : Boolean(invalid);
  const cityInvalid = typeof invalid === 'object' ? Boolean(invalid.city) : Boolean(invalid);
  const selectedCountry = countries.data?.find((country) => country.id === countryId);
  const cityOptions = cities.data ?? [];
  const label = (text: string, bad: boolean, htmlFor: string) => (
    <label htmlFor={htmlFor} className={bad ? 'p-error' : undefined}>
      {text}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );

  return (
    <div className={['country-city-select', className].filter(Boolean).join(' ')}>
      <div className="country-city-select__field">
        {label(countryLabel ?? t('jobs.location.country'), countryInvalid, `${prefix}-country`)}
        <Dropdown
          pt={HIDDEN_SELECT_PT}
          inputId={`${prefix}-country`}
          value={countryId}
          options={countries.data ?? []}
          optionLabel="description"
          optionValue="id"
          filter
          filterBy="searchName,description"
          filterPlaceholder={t('jobs.location.search')}
          filterInputAutoFocus
          showClear={countryId !== null && !disabled}
          placeholder={t('jobs.location.countryPlaceholder')}
          emptyFilterMessage={t('jobs.location.noResults')}
          emptyMessage={
            countries.isError ? t('jobs.location.loadError') : t('jobs.location.noResults')
          }
          {...countryDropdown}
          disabled={disabled}
          invalid={countryInvalid}
          aria-required={required || undefined}
          itemTemplate={(option: CountryOption) => <CountryItem country={option} />}
          valueTemplate={(option: CountryOption | null, props) =>
            option ? <CountryItem country={option} /> : <span>{props.placeholder}</span>
          }
          // A virtual scroller draws no empty message: none until there are countries to scroll.
          virtualScrollerOptions={countries.data ? { itemSize: 38 } : undefined}
          onChange={(event) => {
            const next = (event.value as number | null | undefined) ?? null;
            onChange({ countryId: next, cityId: next === countryId ? cityId : null });
          }}
        />
        <LookupLoadError query={countries} message={t('jobs.location.loadError')} />
        {errors?.country}
      </div>
      {!countryOnly && (
        <div className="country-city-select__field">
          {label(cityLabel ?? t('jobs.location.city'), cityInvalid, `${prefix}-city`)}
          <Dropdown
            pt={HIDDEN_SELECT_PT}
            inputId={`${prefix}-city`}
            value={cityId}
            options={cityOptions}
            optionLabel="description"
            optionValue="id"
            filter
            filterBy="searchName,description"
            filterPlaceholder={t('jobs.location.search')}
            filterInputAutoFocus
            showClear={cityId !== null && !disabled}
            placeholder={
              selectedCountry ? t('jobs.location.cityPlaceholder') : t('jobs.location.cityDisabled')
            }
            emptyFilterMessage={t('jobs.location.noResults')}
            emptyMessage={
              cities.isError ? t('jobs.location.citiesLoadError') : t('jobs.location.noResults')
            }
            {...cityDropdown}
            disabled={disabled || countryId === null}
            invalid={cityInvalid}
            aria-required={required || undefined}
            virtualScrollerOptions={cityOptions.length > 50 ? { itemSize: 38 } : undefined}
            onChange={(event) =>
              onChange({ countryId, cityId: (event.value as number | null | undefined) ?? null })
            }
          />
          <LookupLoadError query={cities} message={t('jobs.location.citiesLoadError')} />
          {errors?.city}
        </div>
      )}
    </div>
  );
}
