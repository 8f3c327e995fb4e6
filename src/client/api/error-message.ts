import i18next, { type TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

// `unknown` stands for any code this client does not know: the server's own message says more.
const UNTRANSLATED_CODES = new Set(['unknown']);

/** "in 42 minutes" / "42 dakika sonra": the wait a limit asks for, rounded up, in the language. */
export function waitText(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 60) return format.format(Math.ceil(seconds), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

function retryAfterOf(error: ApiError): number | undefined {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/**
 * The text to show for a failed call: a refusal's (409) own reason, else the translation of its
 * stable code when we have one, else the server's message, else the caller's fallback key.
 */
export function errorMessage(error: unknown, t: TFunction, fallbackKey = 'errors.unknown'): string {
  if (error instanceof ApiError) {
    const retryAfter = error.code === 'rate_limited' ? retryAfterOf(error) : undefined;
    // A limit says when the person can try again (429 answers carry the wait in their details).
    if (retryAfter !== undefined)
      return t('errors.rateLimitedFor', { time: waitText(retryAfter, i18next.language || 'en') });
    // A refusal names its own reason, and the server writes it in the caller's language.
    if (error.code === 'conflict' && error.status === 409 && error.message) return error.message;
    const key = `errors.${error.code}`;
    if (!UNTRANSLATED_CODES.has(error.code) && i18next.exists(key)) return t(key);
    if (error.message && error.status !== 0) return error.message;
  }
  return t(fallbackKey);
}
