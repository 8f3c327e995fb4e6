import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryMultiSelectProps } from '#client/components/country-multi-select/country-multi-select.tsx';
import { withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { preloadableLazy } from '#client/lib/preloadable-lazy.tsx';

// PrimeReact's MultiSelect (with its virtual scroller and overlay) is the search form's heaviest
// part: it loads beside the page instead of in front of it (issue 3's 200 kB first-paint budget).
const CountryMultiSelectImpl = preloadableLazy(
  'country-multi-select',
  withPrimeReactLocale(() =>
    import('#client/components/country-multi-select/country-multi-select.tsx').then((m) => ({
      default: m.CountryMultiSelect,
    })),
  ),
);

/** The closed field as PrimeReact draws it, while the real one loads (same size, no layout shift). */
function Placeholder({ inputId, invalid, placeholder, className }: CountryMultiSelectProps) {
  const { t } = useTranslation();
  const classes = ['p-multiselect p-component p-inputwrapper country-multi-select', className];
  if (invalid) classes.push('p-invalid');
  return (
    <div className={classes.filter(Boolean).join(' ')} aria-busy="true">
      <input id={inputId} className="p-hidden-accessible" readOnly aria-disabled="true" />
      <div className="p-multiselect-label-container">
        <div className="p-multiselect-label p-placeholder">
          {placeholder ?? t('jobs.search.countriesPlaceholder')}
        </div>
      </div>
      <div className="p-multiselect-trigger" aria-hidden="true">
        <span className="pi pi-chevron-down" />
      </div>
    </div>
  );
}

/** `CountryMultiSelect`, loaded on demand. */
export function LazyCountryMultiSelect(props: CountryMultiSelectProps) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <CountryMultiSelectImpl {...props} />
    </Suspense>
  );
}
