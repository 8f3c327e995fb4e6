import { formatAmount, formatMoney } from '#shared/format/money.ts';
import { moneyDocuments } from '#shared/i18n/money-documents.ts';
import type { PdfLanguage } from './document-data.ts';

/** The longest text drawn from one field: the page's layout stays one page whatever is stored. */
export const MAX_FIELD_CHARS = 240;
/** The most lines an invoice draws. */
export const MAX_LINES = 6;

export const textsOf = (lang: PdfLanguage) => moneyDocuments[lang];

/** `{{name}}` placeholders filled in (the catalogue's i18next syntax). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A stored text cut to MAX_FIELD_CHARS, so no field can make the document large or long. */
export function bounded(value: string | null | undefined, max = MAX_FIELD_CHARS): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An amount with its currency in the reader's punctuation; a negative one starts with a minus. */
export function money(amountMinor: number, currency: string, lang: PdfLanguage): string {
  const text = formatMoney(Math.abs(amountMinor), currency, lang);
  return amountMinor < 0 ? `−${text}` : text;
}

/** A rate in basis points as a percentage: 2000 is "20%" in English and "%20" in Turkish. */
export function percent(rateBp: number, lang: PdfLanguage): string {
  const amount = formatAmount(rateBp / 100, lang);
  return lang === 'tr' ? `%${amount}` : `${amount}%`;
}

/** IBAN in groups of four, as printed on bank documents. */
export function groupedIban(iban: string): string {
  return bounded(iban.replace(/\s+/g, ''), 40).replace(/(.{4})(?=.)/g, '$1 ');
}
