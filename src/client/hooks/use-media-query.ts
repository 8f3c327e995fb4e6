import { useCallback, useSyncExternalStore } from 'react';
import { assumedMediaMatch } from '#client/ssr/assumed-viewport.ts';

/**
 * Live result of a CSS media query (false where matchMedia does not exist). On the server and
 * while a server-rendered page hydrates, the answer for the viewport the server assumed.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
  return useSyncExternalStore(subscribe, snapshot, () => assumedMediaMatch(query));
}

/**
 * Spec breakpoints: the layout is mobile at 991 px or less, small below 577 px; the top bar and
 * the profile menu check mobile at 1024 px or less.
 */
export const MOBILE_QUERY = '(max-width: 991px)';
export const SMALL_QUERY = '(max-width: 576px)';
export const TOPBAR_MOBILE_QUERY = '(max-width: 1024px)';
