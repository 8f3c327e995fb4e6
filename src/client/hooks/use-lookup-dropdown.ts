import { useEffect, useRef, type RefObject } from 'react';

/** What PrimeReact's Dropdown and MultiSelect expose through their ref. */
type Openable = { show(): void };

/**
 * Props for a Dropdown (or MultiSelect) whose choices are loading: its spinner, and a click made
 * while they load opens the list once they arrive. PrimeReact ignores clicks on a loading
 * dropdown, so a person who clicked during a retry's second got nothing and had to click again.
 * Spread onto the component: `<Dropdown {...useLookupDropdown(countries.isLoading)} ... />`;
 * `ref` is the component's ref, or `own` when the caller keeps one.
 */
export function useLookupDropdown<T extends Openable>(loading: boolean, own?: RefObject<T | null>) {
  const fallback = useRef<T>(null);
  const ref = own ?? fallback;
  const openWhenLoaded = useRef(false);
  useEffect(() => {
    if (loading || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    ref.current?.show();
  }, [loading, ref]);
  return {
    ref,
    loading,
    // Capture: the component's own click handler returns early while it is loading.
    onClickCapture: () => {
      if (loading) openWhenLoaded.current = true;
    },
  };
}
