import { useCallback, useEffect, useState } from 'react';
import { sessionStore } from './session-store.ts';
import { discardSession, restoreSession } from './session-service.ts';

export const SPLASH_EXIT_MS = 500;
/** The third failure shows the maximum-attempts message instead of another Try Again. */
export const MAX_STARTUP_FAILURES = 3;

export type RestorePhase = 'restoring' | 'failed' | 'exiting' | 'done';

export type SessionRestoreOptions = {
  /**
   * Runs after the token came back, inside the same splash (the logged-in app's startup calls), so
   * that a restored session shows one splash, not one for the token and another for the startup.
   */
  afterRestore?: () => Promise<void>;
};

/**
 * The start-up state machine of the splash: restoring, then exiting (500 ms) and done; or failed
 * with a retry, until the third failure shows the maximum-attempts message.
 */
export function useSessionRestore({ afterRestore }: SessionRestoreOptions = {}) {
  const [phase, setPhase] = useState<RestorePhase>(() =>
    sessionStore.getSnapshot().status === 'restoring' ? 'restoring' : 'done',
  );
  const [error, setError] = useState<unknown>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (phase !== 'restoring') return;
    let active = true;
    restoreSession()
      .then(async (outcome) => {
        if (outcome === 'restored' && afterRestore) await afterRestore();
        return outcome;
      })
      .then(
        (outcome) => {
          if (active) setPhase(outcome === 'restored' ? 'exiting' : 'done');
        },
        (failure: unknown) => {
          if (!active) return;
          setError(failure);
          setFailures((count) => count + 1);
          setPhase('failed');
        },
      );
    return () => {
      active = false;
    };
  }, [phase, afterRestore]);

  useEffect(() => {
    if (phase !== 'exiting') return;
    const timer = setTimeout(() => setPhase('done'), SPLASH_EXIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const retry = useCallback(() => setPhase('restoring'), []);

  const giveUp = useCallback(() => {
    discardSession();
    setPhase('done');
  }, []);

  return {
    phase,
    error,
    failures,
    maxedOut: phase === 'failed' && failures >= MAX_STARTUP_FAILURES,
    retry,
    giveUp,
  };
}
