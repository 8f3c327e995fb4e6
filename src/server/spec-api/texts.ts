import type { FastifyRequest } from 'fastify';
import { resources } from '#shared/i18n/catalogue.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { acceptedLanguage } from '../http/request-language.ts';

/** The caller's language: `lang` of the query, else the first of Accept-Language, else English. */
export function languageOf(request: FastifyRequest): Language {
  const query = (request.query ?? {}) as { lang?: unknown };
  if (isLanguage(query.lang)) return query.lang;
  return acceptedLanguage(request) ?? 'en';
}

/** A catalogue text (`errors.not_found`) with `{{name}}` filled in; undefined when there is none. */
export function text(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string | undefined {
  let node: unknown = resources[language].translation;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

type ErrorBody = { code?: unknown; message?: unknown; details?: unknown };

/**
 * What a person reads of one of our error answers, in their language: the first field's message
 * (an i18n key), else the code's text, else the answer's own message.
 */
export function messageOfError(language: Language, body: unknown): string {
  const error = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  if (Array.isArray(error.details)) {
    for (const detail of error.details) {
      const key = (detail as { message?: unknown } | null)?.message;
      if (typeof key === 'string') {
        const translated = text(language, key);
        if (translated) return translated;
      }
    }
  }
  if (typeof error.code === 'string') {
    const translated = text(language, `errors.${error.code}`);
    if (translated) return translated;
  }
  if (typeof error.message === 'string' && error.message) return error.message;
  return text(language, 'errors.internal') ?? 'An unexpected error occurred. Please try again.';
}
