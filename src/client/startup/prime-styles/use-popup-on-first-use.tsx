import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
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

/**
 * Opens a popup, perhaps open at another button, at a new one. PrimeReact's Menu and OverlayPanel
 * place themselves, and take the button their outside-click check spares, only when they open:
 * shown again while open, they kept the first button and that check closed them on this very
 * click. So `hide` runs in a commit of its own (which also drops the outside-click listener
 * before the click reaches the window), then `show` opens it at the new button.
 */
export function reopenAt(hide: () => void, show: () => void) {
  flushSync(hide);
  show();
}
