import { useCallback, useEffect, useState } from 'react';
import { sessionStore } from './session-store.ts';
import { discardSession, restoreSession } from './session-service.ts';

export const SPLASH_EXIT_MS = 500;
export const MAX_STARTUP_RETRIES = 3;

export type RestorePhase = 'restoring' | 'failed' | 'exiting' | 'done';

/**
 * The start-up state machine of the splash: restoring, then exiting (500 ms) and done; or failed
 * with a retry, until the third failed retry shows the maximum-attempts message.
 */
export function useSessionRestore() {
  const [phase, setPhase] = useState<RestorePhase>(() =>
    sessionStore.getSnapshot().status === 'restoring' ? 'restoring' : 'done',
  );
  const [error, setError] = useState<unknown>(null);
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    if (phase !== 'restoring') return;
    let active = true;
    restoreSession().then(
      (outcome) => {
        if (active) setPhase(outcome === 'restored' ? 'exiting' : 'done');
      },
      (failure: unknown) => {
        if (!active) return;
        setError(failure);
        setPhase('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'exiting') return;
    const timer = setTimeout(() => setPhase('done'), SPLASH_EXIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const retry = useCallback(() => {
    setRetries((count) => count + 1);
    setPhase('restoring');
  }, []);

  const giveUp = useCallback(() => {
    discardSession();
    setPhase('done');
  }, []);

  return {
    phase,
    error,
    retries,
    maxedOut: phase === 'failed' && retries >= MAX_STARTUP_RETRIES,
    retry,
    giveUp,
  };
}
