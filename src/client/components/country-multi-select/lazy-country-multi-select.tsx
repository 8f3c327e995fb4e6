import { Suspense, useState } from 'react';
import { ClosedCountryMultiSelect } from './closed-country-multi-select.tsx';
import type { CountryMultiSelectProps, WokenBy } from './country-multi-select-props.ts';
import { withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { preloadableLazy, preloadRenderedParts } from '#client/lib/preloadable-lazy.tsx';

const PART = 'country-multi-select';

// PrimeReact's MultiSelect (with its virtual scroller and overlay) is the search form's heaviest
// part: it loads when the visitor first reaches the field, not with the page (issue 3's 200 kB
// first-paint budget, and mounting it was the longest tasks of a phone's start).
const CountryMultiSelectImpl = preloadableLazy(
  PART,
  withPrimeReactLocale(() =>
    import('./country-multi-select.tsx').then((m) => ({
      default: m.CountryMultiSelect,
    })),
  ),
);

/**
 * `CountryMultiSelect`, loaded on first use: with nothing chosen it is PrimeReact's closed field
 * drawn without PrimeReact, until a pointer, the focus or a key reaches it; then the real one
 * replaces it, focused (and open when clicked or opened by key). Chosen countries show at once.
 */
export function LazyCountryMultiSelect(props: CountryMultiSelectProps) {
  const [wokenBy, setWokenBy] = useState<WokenBy | null>(null);
  const [loaded, setLoaded] = useState(false);

  const load = () =>
    preloadRenderedParts([PART]).then(
      () => setLoaded(true),
      () => setWokenBy(null), // the chunk did not come (offline, new deploy): the next try asks again
    );
  const wake = (by: WokenBy) => {
    setWokenBy((previous) => (previous === 'open' ? previous : by));
    void load();
  };

  const closed = (
    <ClosedCountryMultiSelect
      {...props}
      busy={wokenBy !== null}
      onWake={wake}
      onPreload={() => void load()}
    />
  );
  if (props.value.length === 0 && !(wokenBy && loaded)) return closed;
  return (
    <Suspense fallback={closed}>
      <CountryMultiSelectImpl {...props} wokenBy={wokenBy ?? undefined} />
    </Suspense>
  );
}
