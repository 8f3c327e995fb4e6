import type { FastifyRequest } from 'fastify';
import { csvHeaders } from '#shared/i18n/csv-headers.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { acceptedLanguage } from '../../http/request-language.ts';

/** The language of an export: `?lang=`, else the browser's Accept-Language, else English. */
export function csvLanguage(request: FastifyRequest): Language {
  const query = new URL(request.url, 'http://local').searchParams.get('lang');
  if (isLanguage(query)) return query;
  return acceptedLanguage(request) ?? 'en';
}

type HeaderKey = keyof (typeof csvHeaders)['en'];
const keyOfEnglish = new Map(
  (Object.entries(csvHeaders.en) as [HeaderKey, string][]).map(([key, text]) => [text, key]),
);

/** The header row in the language; a column the catalogue does not know keeps its text. */
export function translateCsvHeader(header: readonly string[], language: Language) {
  if (language === 'en') return header;
  return header.map((text) => {
    const key = keyOfEnglish.get(text);
    return key ? csvHeaders[language][key] : text;
  });
}
