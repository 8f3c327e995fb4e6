/** The languages of the catalogue; kept apart from `catalogue.ts` so reading them loads no texts. */
export const SUPPORTED_LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A stored language, or the default when it is none of ours. */
export const languageOf = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/**
 * The cookie beside the stored choice: the server renders the public pages in the visitor's
 * language (it cannot read localStorage).
 */
export const LANGUAGE_COOKIE = 'rm_language';
