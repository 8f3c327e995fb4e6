import type { ErrorCode } from '#shared/schemas/common.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { AppError } from '../../http/errors.ts';
import type { InnerResponse } from '../inner-call.ts';
import { messageOfError, text } from '../texts.ts';
import type { SpecRow, SqlIdContext } from './sql-id.ts';

export const isOk = (response: InnerResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

/**
 * Our route's error, passed on with its status, code, details and Retry-After, and a message in
 * the caller's language.
 */
export function passOn(response: InnerResponse, language: Language): AppError {
  const body = (response.body ?? {}) as { code?: string; details?: unknown };
  const code = (typeof body.code === 'string' ? body.code : 'internal') as ErrorCode;
  return new AppError(
    response.statusCode,
    code,
    messageOfError(language, response.body),
    body.details,
    response.retryAfterSeconds,
  );
}

/** The body of a successful inner call; any failure is passed on as the caller's error. */
export function okBody<T>(response: InnerResponse, language: Language): T {
  if (!isOk(response)) throw passOn(response, language);
  return response.body as T;
}

/** The spec's status row: 0 is success, anything else carries the message to show. */
export function statusRow(status: number, message: string, extra: SpecRow = {}): SpecRow {
  return { status, message, ...extra };
}

/**
 * For the sqlIds whose first row carries status and message: a refused input (400, 409, 422) is a
 * row with status 1 and the reason in the caller's language; 401, 403, 404, 429 and 5xx stay HTTP
 * errors, as the spec's client handles them (a 401 logs out).
 */
export function failureRows(response: InnerResponse, language: Language): SpecRow[] {
  if ([400, 409, 422].includes(response.statusCode))
    return [statusRow(1, messageOfError(language, response.body))];
  throw passOn(response, language);
}

/** The caller, or 401: for the sqlIds the spec's client calls only when logged in. */
export function requireCaller(context: SqlIdContext) {
  const { auth, publicId } = context.caller;
  if (!auth || !publicId)
    throw new AppError(401, 'unauthorized', text(context.language, 'errors.unauthorized') ?? '');
  return { auth, publicId };
}

/** A record that is not there, or not the caller's: the same 404 for both. */
export function notFoundError(language: Language) {
  return new AppError(404, 'not_found', text(language, 'errors.not_found') ?? 'Not found');
}
