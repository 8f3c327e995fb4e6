import type { ErrorResponse } from '#shared/schemas/common.ts';
import { isRecord } from '#client/lib/shape.ts';

/**
 * A failed call. `status` is the HTTP status, or 0 when no response arrived (`code` is then
 * `timeout` or `network`). `code` is the server's stable error code, translated as `errors.<code>`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** The caller aborted the request. Never shown to the user, never retried. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';

  constructor() {
    super('Request cancelled');
  }
}

export function isCancelledError(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}

/**
 * Network failures and 5xx may succeed on a later try; a 4xx never does. A time-out is not tried
 * again on its own: the person already waited the whole time, and would wait as long again.
 */
export function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500) &&
    error.code !== 'timeout'
  );
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

function fallbackCode(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

/** The server's error body (`errorResponseSchema`), checked without zod: errors need no schema chunk. */
function isErrorResponse(body: unknown): body is ErrorResponse {
  return (
    isRecord(body) &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.requestId === undefined || typeof body.requestId === 'string')
  );
}

/** Reads the server's `{ code, message, details?, requestId? }`, or makes one from the status. */
export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorResponse(body)) {
    const { code, message, details, requestId } = body;
    return new ApiError(status, code, message, details, requestId);
  }
  return new ApiError(status, fallbackCode(status), statusText);
}
