import { useEffect } from 'react';
import { TIMING } from '#shared/constants/domain.ts';
import { watchInactivity } from './inactivity-watch.ts';
import { logout } from './session-service.ts';
import { useSession } from './use-session.ts';

/** Spec: a logged-in user is logged out after 60 s without activity (and goes home). */
export function useInactivityLogout(timeoutMs: number = TIMING.inactivityMs): void {
  const loggedIn = Boolean(useSession().user);
  useEffect(() => {
    if (!loggedIn) return;
    return watchInactivity(timeoutMs, () => void logout());
  }, [loggedIn, timeoutMs]);
}
