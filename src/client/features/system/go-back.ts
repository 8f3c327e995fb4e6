import { pathFor } from '#shared/routes.ts';

export type GoBackEnvironment = { referrer: string; host: string };

export function isSameHostReferrer({ referrer, host }: GoBackEnvironment): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).host === host;
  } catch {
    return false;
  }
}

/**
 * Spec: Go Back goes back in history when the referrer is on this host, otherwise home. The server
 * sends `Referrer-Policy: strict-origin-when-cross-origin`, so a page of this site that led here
 * is the referrer.
 */
export function goBack(
  navigate: (to: string | number) => void,
  environment: GoBackEnvironment = { referrer: document.referrer, host: window.location.host },
): void {
  if (isSameHostReferrer(environment)) navigate(-1);
  else navigate(pathFor('home'));
}
