import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { AfterPortalMount } from './after-portal-mount.tsx';

/**
 * A lazily loaded PrimeReact popup (Menu, OverlayPanel) that exists from its first use on: each
 * costs its module and its mount on every visit otherwise, where most visitors open none.
 * `openFirst(target)` mounts it, and it opens at `target` (through `show`) once it has loaded and
 * its Portal has mounted; `host(popup)` renders it from then on. Later openings go to the popup.
 */
export function usePopupOnFirstUse(show: (target: HTMLElement) => void) {
  const [used, setUsed] = useState(false);
  const firstTarget = useRef<HTMLElement | null>(null);
  const openFirst = useCallback((target: HTMLElement) => {
    firstTarget.current = target;
    setUsed(true);
  }, []);
  const showFirst = useCallback(() => {
    const target = firstTarget.current;
    firstTarget.current = null;
    if (target) show(target);
  }, [show]);
  const host = (popup: ReactNode) =>
    used ? (
      <Suspense fallback={null}>
        {popup}
        <AfterPortalMount onReady={showFirst} />
      </Suspense>
    ) : null;
  return { openFirst, host };
}
