import { INT4_MAX, isCalendarDate } from '#shared/schemas/fields.ts';
import { AppError } from '../../../http/errors.ts';
import { text } from '../../texts.ts';
import { InvalidParameter, type Parameters } from '../parameters.ts';
import type { SqlIdContext } from '../sql-id.ts';

const PUBLIC_ID = /^[0-9a-f]{32}$/i;

/** One of our public ids (users, jobs, companies); undefined for -1 or empty. */
export function publicIdParam(params: Parameters, name: string): string | undefined {
  const value = params.text(name);
  if (value === undefined) return undefined;
  if (!PUBLIC_ID.test(value)) throw new InvalidParameter(name);
  return value.toLowerCase();
}

export function requiredPublicId(params: Parameters, name: string): string {
  const value = publicIdParam(params, name);
  if (value === undefined) throw new InvalidParameter(name);
  return value;
}

/** A lookup id (country, city, job type): 1 to INT4_MAX; undefined for -1 or empty. */
export function lookupIdParam(params: Parameters, name: string): number | undefined {
  const value = params.int(name);
  if (value === 0) throw new InvalidParameter(name);
  return value;
}

/** The spec's comma list of countries (`pin_country_id`): -1 or empty is none. */
export function countryIdsParam(params: Parameters, name: string): number[] {
  const parts = params.list(name);
  if (parts.length > 300) throw new InvalidParameter(name);
  return [
    ...new Set(
      parts.map((part) => {
        if (!/^\d{1,10}$/.test(part)) throw new InvalidParameter(name);
        const id = Number(part);
        if (id < 1 || id > INT4_MAX) throw new InvalidParameter(name);
        return id;
      }),
    ),
  ];
}

/** A calendar day as `YYYY-MM-DD` (2026-02-30 is refused); undefined when empty. */
export function dayParam(params: Parameters, name: string): string | undefined {
  const value = params.text(name);
  if (value === undefined) return undefined;
  if (!isCalendarDate(value)) throw new InvalidParameter(name);
  return value;
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f]/;

/** One line of text up to `max` characters (a search, a reference code); undefined when empty. */
export function lineParam(params: Parameters, name: string, max: number): string | undefined {
  const value = params.text(name);
  if (value === undefined) return undefined;
  if (CONTROL.test(value) || value.length > max) throw new InvalidParameter(name);
  return value;
}

/**
 * A `pin_user_id`-like parameter never chooses whose view is read: the caller is the token's
 * user. Naming someone else (not -1, not the caller) is refused unless staff, as the body's
 * `userId` is (caller.ts).
 */
export function checkUserParam({ params, caller, language }: SqlIdContext, name: string) {
  const value = params.text(name);
  if (value === undefined || caller.staff) return;
  if (value.toLowerCase() !== caller.publicId)
    throw new AppError(403, 'forbidden', text(language, 'errors.forbidden') ?? 'Forbidden', [
      { path: name, message: 'errors.forbidden' },
    ]);
}
