import { languagePreferenceSchema, type LanguagePreference } from '#shared/schemas/profile.ts';
import { api } from '#client/api/client.ts';

/** PUT /api/preferences/language: the account's language (its mails and notifications). */
export function putLanguagePreference(body: LanguagePreference) {
  return api.put('/preferences/language', body, { schema: languagePreferenceSchema });
}
