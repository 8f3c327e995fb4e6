import { ApiError } from '#client/api/api-error.ts';

export type StartupErrorText = { key: string; values?: Record<string, string | number> };

/** The start-up error catalogue (authenticated-area 8) as an i18n key per failure. */
export function startupErrorText(error: unknown): StartupErrorText {
  if (!(error instanceof ApiError)) return { key: 'errors.startup.unexpected' };
  if (error.code === 'timeout') return { key: 'errors.startup.timeout' };
  if (error.status === 0) return { key: 'errors.startup.noResponse' };
  if (error.status === 404) return { key: 'errors.startup.notFound' };
  if (error.status === 500) return { key: 'errors.startup.serverError' };
  if (error.code === 'invalid_response') return { key: 'errors.startup.failedToLoad' };
  return { key: 'errors.startup.otherStatus', values: { status: error.status } };
}
