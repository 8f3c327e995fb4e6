import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '#shared/i18n/languages.ts';

/** The first language of the request's Accept-Language when it is one of ours. */
export function acceptedLanguage(request: FastifyRequest): Language | undefined {
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.trim().slice(0, 2) : undefined;
  return isLanguage(first) ? first : undefined;
}

/**
 * The caller's language: the request's own `lang` (the spec's API and our lookups name it), else
 * the app's language cookie (what they chose on screen), else the first of Accept-Language, else
 * English.
 */
export function languageOf(request: FastifyRequest | undefined): Language {
  if (!request) return DEFAULT_LANGUAGE;
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(request) ?? DEFAULT_LANGUAGE;
}
