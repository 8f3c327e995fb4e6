import type { Language } from '#shared/i18n/languages.ts';

/**
 * The logged-in area's dates (spec, authenticated area section 9: "MMM DD, YYYY"); the public job
 * screens keep DD.MM.YYYY (`date.ts`). Month names are written out rather than taken from
 * Intl.DateTimeFormat: the text must not depend on the browser's locale data, and the first
 * formatter a page builds loads that data in the middle of a paint (see `money.ts`).
 */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
};

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "Nov 05, 2026" in English, "05 Kas 2026" in Turkish (day first, as Turkish writes it); UTC. */
export function formatAppDate(value: string | Date | null | undefined, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  const day = pad(date.getUTCDate());
  const month = SHORT_MONTHS[language][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return language === 'tr' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** The date and the UTC time, for events whose hour matters: "Nov 05, 2026 14:07 UTC". */
export function formatAppDateTime(
  value: string | Date | null | undefined,
  language: Language,
): string {
  const date = toDate(value);
  if (!date) return '';
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return `${formatAppDate(date, language)} ${time} UTC`;
}
