import { useCallback, useEffect, useState } from 'react';

/** `restoring`: the start-up task runs (the name is the session splash's, which came first). */
export type SplashPhase = 'restoring' | 'failed' | 'exiting' | 'done';

export const SPLASH_EXIT_MS = 500;
/** The third failure shows the maximum-attempts message instead of another Try Again. */
/** The spec's maximum of 3 retries: the first try and three retries may fail before the end. */
export const MAX_STARTUP_RETRIES = 3;

type SplashTask<T> = {
  /** Whether the splash opens running the task (read on the first render only). */
  startsRunning: boolean;
  /** The start-up work; null when there is none to run (the phase then stays as it is). */
  run: (() => Promise<T>) | null;
  /** The phase after the task succeeded; called only while its answer is still wanted. */
  settle: (answer: T) => 'exiting' | 'done';
};

/**
 * The splash's state machine around one start-up task: `restoring` while it runs, then `exiting`
 * (500 ms) and `done`; or `failed` with a retry, until the third retry failed too (`maxedOut`). A new
 * `run` while restoring starts it again; `close` ends the splash at once.
 */
export function useSplashPhases<T>({ startsRunning, run, settle }: SplashTask<T>) {
  const [phase, setPhase] = useState<SplashPhase>(() => (startsRunning ? 'restoring' : 'done'));
  const [error, setError] = useState<unknown>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (phase !== 'restoring' || !run) return;
    let active = true;
    run().then(
      (answer) => {
        if (active) setPhase(settle(answer));
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
  }, [phase, run, settle]);

  useEffect(() => {
    if (phase !== 'exiting') return;
    const timer = setTimeout(() => setPhase('done'), SPLASH_EXIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const retry = useCallback(() => setPhase('restoring'), []);
  const close = useCallback(() => setPhase('done'), []);

  return {
    phase,
    error,
    failures,
    maxedOut: phase === 'failed' && failures > MAX_STARTUP_RETRIES,
    retry,
    close,
  };
}
