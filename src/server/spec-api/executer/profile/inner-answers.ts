import type { Language } from '#shared/i18n/languages.ts';
import type { InnerResponse } from '../../inner-call.ts';
import { isOk, passOn } from '../answers.ts';

/**
 * The body of a call whose refusal (403 no right, 404 nothing of theirs) means "nothing to
 * show" for this row, e.g. a company member has no personal billing data; anything else is
 * passed on as the caller's error.
 */
export function bodyOrNull<T>(response: InnerResponse, language: Language): T | null {
  if (isOk(response)) return response.body as T;
  if (response.statusCode === 403 || response.statusCode === 404) return null;
  throw passOn(response, language);
}
