import i18next, { type TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

const UNTRANSLATED_CODES = new Set(['unknown', 'invalid_response']);

/**
 * The text to show for a failed call: the translation of its stable code when we have one, else
 * the server's message, else the caller's fallback key.
 */
export function errorMessage(error: unknown, t: TFunction, fallbackKey = 'errors.unknown'): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (!UNTRANSLATED_CODES.has(error.code) && i18next.exists(key)) return t(key);
    if (error.message && error.status !== 0) return error.message;
  }
  return t(fallbackKey);
}
