import { z } from 'zod';

/**
 * The building blocks of every request field: text, ids and dates that PostgreSQL accepts, so a
 * caller's bad input is a 400 from the schema and never a database error (a 500).
 */

/** The largest PostgreSQL `integer`: every serial id and int column stops here. */
export const INT4_MAX = 2_147_483_647;

/** The range of calendar years a date field accepts. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

export const FIELD_MESSAGES = {
  controlCharacters: 'validation.controlCharacters',
  invalid: 'validation.invalid',
  date: 'validation.date',
} as const;

type StringParams = { error?: string };

/* PostgreSQL text refuses NUL outright; the other C0 controls are never typed by a person. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROLS = /^[^\u0000-\u001F]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROLS_BUT_LINES = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

/** One line of text (names, titles, searches): trimmed, no control characters. */
export function lineText(params: StringParams = {}) {
  return z.string(params).trim().regex(NO_CONTROLS, FIELD_MESSAGES.controlCharacters);
}

/** Text that may span lines (messages, notes, HTML): tab, line feed and carriage return allowed. */
export function multiLineText(params: StringParams = {}) {
  return z.string(params).regex(NO_CONTROLS_BUT_LINES, FIELD_MESSAGES.controlCharacters);
}

/** A row id in a JSON body: an integer from 1 to INT4_MAX. */
export function idSchema(message: string = FIELD_MESSAGES.invalid) {
  return z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);
}

/** A row id in a path or query string: the same range, read from text. */
export function idParamSchema(message: string = FIELD_MESSAGES.invalid) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);
}

/** True for `YYYY-MM-DD` naming a day that exists, in DATE_YEARS. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no time zone shifts it).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}

/** A calendar day as `YYYY-MM-DD` (2026-13-45, 9999-99-99 and 0000-00-00 are refused). */
export function dateSchema(message: string = FIELD_MESSAGES.date) {
  return z.string({ error: message }).refine(isCalendarDate, message);
}
