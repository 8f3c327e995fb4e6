import { notifications as texts } from '#shared/i18n/notifications.ts';
import { type Language } from '#shared/i18n/languages.ts';

export type NotificationEvent = keyof (typeof texts)['en']['events'];

/** A parameter is the same in every language (a name) or written per language (a status, money). */
export type NotificationParam = string | ((language: Language) => string);
export type NotificationParams = Record<string, NotificationParam>;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** A title and details with their placeholders filled in one language (the title cut to 200). */
export function renderTexts(
  template: { title: string; details: string },
  params: NotificationParams,
  language: Language,
) {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(language) : value,
    ]),
  );
  return {
    title: fill(template.title, values).slice(0, 200),
    details: fill(template.details, values),
  };
}

/** The title and details of an event in one language, from the catalogue. */
export function renderEvent(
  event: NotificationEvent,
  params: NotificationParams,
  language: Language,
) {
  return renderTexts(texts[language].events[event], params, language);
}

/** A lookup row's name in the language (lookups keep both). */
export const lookupName =
  (row: { nameEn: string; nameTr: string }): NotificationParam =>
  (language) =>
    language === 'tr' ? row.nameTr : row.nameEn;
