import { pathFor } from '#shared/routes.ts';

export type GoBackEnvironment = {
  referrer: string;
  host: string;
  /** A page of this app came before in this tab (the router's history index is past 0). */
  inAppHistory?: boolean;
};

/** React Router keeps its position in the history entry's state as `idx`. */
export function hasInAppHistory(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

export function isSameHostReferrer({ referrer, host }: GoBackEnvironment): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).host === host;
  } catch {
    return false;
  }
}

/**
 * Spec: Go Back goes back in history when the referrer is on this host, otherwise home. Inside the
 * app a navigation does not change `document.referrer`, so an earlier page of this app in the
 * tab's history counts as this host too.
 */
export function goBack(
  navigate: (to: string | number) => void,
  environment: GoBackEnvironment = {
    referrer: document.referrer,
    host: window.location.host,
    inAppHistory: hasInAppHistory(),
  },
): void {
  if (environment.inAppHistory || isSameHostReferrer(environment)) navigate(-1);
  else navigate(pathFor('home'));
}
