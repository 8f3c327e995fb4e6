import type { ErrorCode } from '#shared/schemas/common.ts';

/**
 * A text with variable parts: the id is the English text with `{{name}}` placeholders, filled in
 * after translation (src/server/http/error-texts-tr.ts, docs/decisions/14-careful-user.md).
 */
export type ServerText = { id: string; values: Record<string, string | number> };

export const serverText = (id: string, values: ServerText['values']): ServerText => ({
  id,
  values,
});

/** `{{name}}` replaced by its value; a placeholder without one stays as it is. */
export const fillText = (text: string, values: ServerText['values'] = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );

/** An error the client may see: a stable code, an HTTP status and a message. */
export class AppError extends Error {
  /** The message's English text before its values are filled in: its id in the catalogue. */
  readonly messageId: string;
  readonly messageValues: ServerText['values'] | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string | ServerText,
    readonly details?: unknown,
    /** Sent as Retry-After (seconds) with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    const text = typeof message === 'string' ? { id: message, values: undefined } : message;
    super(fillText(text.id, text.values));
    this.messageId = text.id;
    this.messageValues = text.values;
  }
}

export const badRequest = (message: string | ServerText, details?: unknown) =>
  new AppError(400, 'validation_failed', message, details);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string | ServerText, details?: unknown) =>
  new AppError(409, 'conflict', message, details);
export const unavailable = (
  retryAfterSeconds: number,
  message = 'Service temporarily unavailable',
) => new AppError(503, 'unavailable', message, undefined, retryAfterSeconds);
