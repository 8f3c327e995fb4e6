import { useEffect, useState, useSyncExternalStore } from 'react';
import { withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { preloadableLazy, preloadRenderedParts } from '#client/lib/preloadable-lazy.tsx';
import { ToastFallback } from './toast-fallback.tsx';
import { subscribeToastRequests, toastRequested } from './toast.ts';

const PART = 'toast-host';

// PrimeReact's Toast and its transitions load with the first toast, not with the page.
const ToastHost = preloadableLazy(
  PART,
  withPrimeReactLocale(() => import('./toast-host.tsx').then((m) => ({ default: m.ToastHost }))),
);

type HostState = 'loading' | 'loaded' | 'failed';

/**
 * The app's toasts: nothing until the first one is asked for, then PrimeReact's Toast once its
 * code has arrived (the toasts wait for it). Rendered before it arrived, a host whose code failed
 * to load would take the whole app down; the toasts are then drawn without PrimeReact.
 */
export function ToastOnDemand() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false);
  const [host, setHost] = useState<HostState>('loading');
  useEffect(() => {
    if (!requested) return;
    let ended = false;
    preloadRenderedParts([PART]).then(
      () => !ended && setHost('loaded'),
      () => !ended && setHost('failed'),
    );
    return () => {
      ended = true;
    };
  }, [requested]);
  if (host === 'loaded') return <ToastHost />;
  return host === 'failed' ? <ToastFallback /> : null;
}
