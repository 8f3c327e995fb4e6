import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  resources,
  type Language,
} from '#shared/i18n/catalogue.ts';
import { storedLanguage, storeLanguage } from './language.ts';
import { syncPrimeReactLocale } from './primereact-locale.ts';

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  syncPrimeReactLocale(language);
}

/** Initialises the shared i18next instance once (synchronously: resources are bundled). */
export function initI18n(language: Language = storedLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    i18next.on('languageChanged', applyDocumentLanguage);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  applyDocumentLanguage(i18next.language);
  return i18next;
}

/** Switches the language, remembers the choice and updates `<html lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
