import { useCallback } from 'react';
import { useSplashPhases } from '#client/hooks/use-splash-phases.ts';
import { sessionStore } from './session-store.ts';
import { discardSession, restoreSession } from './session-service.ts';

export type SessionRestoreOptions = {
  /**
   * Runs after the token came back, inside the same splash (the logged-in app's startup calls), so
   * that a restored session shows one splash, not one for the token and another for the startup.
   */
  afterRestore?: () => Promise<void>;
};

type RestoreOutcome = Awaited<ReturnType<typeof restoreSession>>;

const settleRestore = (outcome: RestoreOutcome): 'exiting' | 'done' =>
  outcome === 'restored' ? 'exiting' : 'done';

/**
 * The session splash at page load: restoring the stored session's token (and `afterRestore`),
 * then exiting and done; or failed with a retry, until the third failure shows the
 * maximum-attempts message; giving up forgets the session.
 */
export function useSessionRestore({ afterRestore }: SessionRestoreOptions = {}) {
  const run = useCallback(async () => {
    const outcome = await restoreSession();
    if (outcome === 'restored' && afterRestore) await afterRestore();
    return outcome;
  }, [afterRestore]);
  const { phase, error, failures, maxedOut, retry, close } = useSplashPhases({
    startsRunning: sessionStore.getSnapshot().status === 'restoring',
    run,
    settle: settleRestore,
  });

  const giveUp = useCallback(() => {
    discardSession();
    close();
  }, [close]);

  return { phase, error, failures, maxedOut, retry, giveUp };
}
