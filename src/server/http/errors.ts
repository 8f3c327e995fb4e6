import type { ErrorCode } from '#shared/schemas/common.ts';

/** An error the client may see: a stable code, an HTTP status and a message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Sent as Retry-After (seconds) with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'validation_failed', message, details);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'conflict', message, details);
export const unavailable = (
  retryAfterSeconds: number,
  message = 'Service temporarily unavailable',
) => new AppError(503, 'unavailable', message, undefined, retryAfterSeconds);
