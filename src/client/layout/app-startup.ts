import { useEffect, useMemo } from 'react';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { queryClient } from '#client/api/query-client.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { PROFILE_KEY } from '#client/api/profile-keys.ts';
import { getProfile } from '#client/features/profile/api/get-profile.ts';
import { getPreferences } from '#client/features/theme/api/preferences.ts';
import { themeStore } from '#client/features/theme/theme-store.ts';
import { TIMING } from '#shared/constants/domain.ts';
import { useSplashPhases } from '#client/hooks/use-splash-phases.ts';

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

const settleStartup = (userId: string) => {
  completedFor = userId;
  return 'exiting' as const;
};

/**
 * The splash after login (authenticated-area 2.8): loading, then both calls succeed, a 500 ms
 * exit and closed; or the error state with Try Again until the third failure.
 */
export function useAppStartup(user: SessionUser | null) {
  useEffect(() => {
    if (user) themeStore.load(user.id);
  }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const run = useMemo(
    () => (user ? () => runStartupCalls(user).then(() => user.id) : null),
    [user],
  );
  const { phase, error, maxedOut, retry } = useSplashPhases({
    startsRunning: user !== null && completedFor !== user.id,
    run,
    settle: settleStartup,
  });
  return { phase, error, maxedOut, retry };
}
