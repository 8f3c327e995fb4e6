import { DEMO_NOTIFICATIONS } from '#shared/i18n/demo-notifications.ts';
import { notifications as texts } from '#shared/i18n/notifications.ts';
import { SUPPORTED_LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import {
  renderTexts,
  type NotificationEvent,
  type NotificationParam,
  type NotificationParams,
} from './render.ts';

/** A parameter as stored: the same in every language, or written out in each. */
type StoredParam = string | Record<Language, string>;

/** The parameters with every per-language one written out, so they can be stored as JSON. */
export function storedParams(params: NotificationParams): Record<string, StoredParam> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (Object.fromEntries(
            SUPPORTED_LANGUAGES.map((language) => [language, value(language)]),
          ) as Record<Language, string>)
        : value,
    ]),
  );
}

const has = (catalogue: object, key: string) =>
  Object.prototype.hasOwnProperty.call(catalogue, key);
const DEMO_PREFIX = 'demo.';

/** The event's template in `language`; a demo account's first notices are `demo.<name>`. */
function templateOf(event: string, language: Language) {
  if (has(texts.en.events, event)) return texts[language].events[event as NotificationEvent];
  const demo = event.startsWith(DEMO_PREFIX) ? event.slice(DEMO_PREFIX.length) : '';
  if (demo && has(DEMO_NOTIFICATIONS.en, demo))
    return DEMO_NOTIFICATIONS[language][demo as keyof (typeof DEMO_NOTIFICATIONS)['en']];
  return null;
}

function readParam(value: unknown): NotificationParam | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const written = value as Partial<Record<Language, unknown>>;
  if (!SUPPORTED_LANGUAGES.every((language) => typeof written[language] === 'string')) return null;
  return (language) => written[language] as string;
}

/**
 * A stored notice in `language`, or null when it cannot be (no event, an event the catalogue no
 * longer has, parameters of another shape): its stored text is shown then.
 */
export function renderStoredNotice(
  event: string | null,
  params: unknown,
  language: Language,
): { title: string; details: string } | null {
  const template = event === null ? null : templateOf(event, language);
  if (!template) return null;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const read: NotificationParams = {};
  for (const [name, value] of Object.entries(params)) {
    const param = readParam(value);
    if (param === null) return null;
    read[name] = param;
  }
  return renderTexts(template, read, language);
}
