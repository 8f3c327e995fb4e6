import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
} from '#shared/i18n/languages.ts';

/** Plain string key (not a cache entry) so that the first paint can read it cheaply. */
export const LANGUAGE_STORAGE_KEY = 'rm.language';

/** The stored choice wins; nothing is detected from the browser. */
export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Tells the server the language to render pages in (a year, for every path). */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function storeLanguage(language: Language): void {
  writeLanguageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
