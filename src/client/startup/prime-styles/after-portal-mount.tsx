import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onReady` once, when a PrimeReact popup (Menu, OverlayPanel) rendered beside it in the
 * same commit can be shown. Its Portal puts its content in the page one commit after its own
 * mount; a popup shown before that appears without its entry transition, which is what places it
 * at its target, so it stays off screen. This waits for that second commit.
 */
export function AfterPortalMount({ onReady }: { onReady: () => void }) {
  const [portalMounted, setPortalMounted] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    // The cascading render is the point: it is the commit the Portal fills itself in.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second commit, see above
    if (!portalMounted) setPortalMounted(true);
    else if (!done.current) {
      done.current = true;
      onReady();
    }
  }, [portalMounted, onReady]);
  return null;
}
