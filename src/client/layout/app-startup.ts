import { useCallback, useEffect, useState } from 'react';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { queryClient } from '#client/api/query-client.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { PROFILE_KEY, getProfile } from '#client/features/profile/api/get-profile.ts';
import { getPreferences } from '#client/features/theme/api/preferences.ts';
import { themeStore } from '#client/features/theme/theme-store.ts';
import { TIMING } from '#shared/constants/domain.ts';

export const STARTUP_EXIT_MS = 500;
/** The third failure shows the maximum-attempts message instead of another Try Again. */
export const MAX_STARTUP_FAILURES = 3;

export type StartupPhase = 'restoring' | 'failed' | 'exiting' | 'done';

// Once per login: navigating between pages of the shell does not show the splash again.
let completedFor: string | null = null;
sessionStore.subscribe(() => {
  if (!sessionStore.getSnapshot().user) {
    completedFor = null;
    themeStore.unload();
  }
});

/** The two startup calls (profile and preferences), each with the 10 s start-up deadline. */
async function runStartupCalls(user: SessionUser) {
  const [profile, preferences] = await Promise.all([
    getProfile(undefined, TIMING.startupTimeoutMs),
    getPreferences(undefined, TIMING.startupTimeoutMs),
  ]);
  queryClient.setQueryData(PROFILE_KEY, profile);
  themeStore.adopt(user.id, preferences.theme);
}

/**
 * The startup calls for a session restored at page load: the session gate runs them inside its own
 * splash, so the app shell then opens without a second one.
 */
export async function completeStartupAfterRestore(): Promise<void> {
  const { user } = sessionStore.getSnapshot();
  if (!user || completedFor === user.id) return;
  themeStore.load(user.id);
  await runStartupCalls(user);
  completedFor = user.id;
}

/**
 * The splash after login (authenticated-area 2.8): loading, then both calls succeed, a 500 ms
 * exit and closed; or the error state with Try Again until the third failure.
 */
export function useAppStartup(user: SessionUser | null) {
  const [phase, setPhase] = useState<StartupPhase>(() =>
    user && completedFor !== user.id ? 'restoring' : 'done',
  );
  const [error, setError] = useState<unknown>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (user) themeStore.load(user.id);
  }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (phase !== 'restoring' || !user) return;
    let active = true;
    runStartupCalls(user).then(
      () => {
        if (!active) return;
        completedFor = user.id;
        setPhase('exiting');
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
  }, [phase, user]);

  useEffect(() => {
    if (phase !== 'exiting') return;
    const timer = setTimeout(() => setPhase('done'), STARTUP_EXIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const retry = useCallback(() => setPhase('restoring'), []);

  return {
    phase,
    error,
    maxedOut: phase === 'failed' && failures >= MAX_STARTUP_FAILURES,
    retry,
  };
}
