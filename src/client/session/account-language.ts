import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { queryClient } from '#client/api/query-client.ts';
import { i18next, setLanguage } from '#client/i18n/i18n.ts';
import { sessionStore } from './session-store.ts';

/**
 * The app's language and the account's are one choice. After a login the app speaks the
 * account's language (a Turkish account on a fresh browser reads Turkish at once).
 */
export function adoptAccountLanguage(language: string): void {
  if (isLanguage(language) && language !== i18next.resolvedLanguage) void setLanguage(language);
}

/**
 * A logged-in user's switch becomes the account's language too, so that their mails are written
 * in it, and what the server wrote in the former language (the bell) is fetched again. Best
 * effort: the page has switched already, and a failed save only leaves the mails in the former
 * language.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (sessionStore.getSnapshot().status !== 'authenticated') return;
  // Loaded on use: the public pages' header has the switch, and their first paint no schemas.
  const { putLanguagePreference } = await import('./api/save-language.ts');
  await putLanguagePreference({ language })
    .then(() => queryClient.invalidateQueries())
    .catch(() => undefined);
}
