import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { coreResources } from './core-catalogue.ts';
import { storedLanguage, storeLanguage } from './language.ts';
import type * as PrimeLocaleModule from './primereact-locale.ts';

let primeLocale: Promise<typeof PrimeLocaleModule> | null = null;

/**
 * PrimeReact's own texts follow the language. Its locale lives in `primereact/api`, which the
 * public pages' first paint does without: the module loads beside the page, and whatever shows a
 * PrimeReact component first waits for it (`withPrimeReactLocale`).
 */
function syncPrimeLocale(language: string): Promise<void> {
  primeLocale ??= import('./primereact-locale.ts').catch((error: unknown) => {
    primeLocale = null; // a failed chunk load (deploy, offline) may be retried
    throw error;
  });
  return primeLocale.then((module) => module.syncPrimeReactLocale(language));
}

/** Resolves once PrimeReact speaks the current language. */
export function primeReactLocaleReady(): Promise<void> {
  return syncPrimeLocale(i18next.language);
}

/**
 * A lazy import of PrimeReact components that resolves only once their texts are in the language.
 * (`NoInfer`: the module type comes from the import, not from where the loader is passed.)
 */
export function withPrimeReactLocale<T>(load: () => Promise<T>): () => Promise<NoInfer<T>> {
  return () => Promise.all([load(), primeReactLocaleReady()]).then(([module]) => module);
}

function applyDocumentLanguage(language: string): void {
  // Written only when it changes: any write of \`lang\` restyles the whole page (\`:lang()\`), a
  // long task on a phone while a server-rendered page, already in the language, starts.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
  syncPrimeLocale(language).catch(() => undefined); // awaited again where it matters
}

/**
 * Initialises the shared i18next instance once, synchronously, with the first paint's areas
 * (`core-catalogue.ts`). The rest of the catalogue comes from `loadFullCatalogue()`.
 */
export function initI18n(language: Language = storedLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: coreResources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
      // Re-render when the rest of the catalogue arrives (a component that rendered before it did).
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
    i18next.on('languageChanged', applyDocumentLanguage);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  applyDocumentLanguage(i18next.language);
  return i18next;
}

let fullCatalogue: Promise<void> | null = null;

/**
 * Adds every area of `#shared/i18n/catalogue.ts` (its own chunk), once. The route table waits for
 * it before any page outside the public job screens (`main.tsx` only prefetches it).
 */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogue ??= import('#shared/i18n/catalogue.ts').then(
    ({ resources }) => {
      for (const language of SUPPORTED_LANGUAGES)
        i18next.addResourceBundle(language, 'translation', resources[language].translation, true);
    },
    (error: unknown) => {
      fullCatalogue = null; // a failed chunk load (deploy, offline) may be retried
      throw error;
    },
  );
  return fullCatalogue;
}

/**
 * Fetches the rest of the catalogue without adding it. Adding texts re-renders every component
 * that shows one, synchronously (react-i18next follows the store with useSyncExternalStore): a
 * 110 ms task on a throttled phone. So the public pages only fetch it, once idle; the first route
 * or dialog that needs it adds it (`loadFullCatalogue`).
 */
export function prefetchFullCatalogue(): Promise<unknown> {
  return import('#shared/i18n/catalogue.ts');
}

/** Switches the language, remembers the choice and updates `<html lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
