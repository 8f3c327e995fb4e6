import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { CV_TYPES } from './detect-type.ts';
import { receiveUpload, type ReceivedUpload } from './receive-upload.ts';

export const CV_TYPE_MESSAGE = 'Please upload your CV in PDF or DOC format.';

/** A field error in the one error shape; `message` of a detail is the i18n key the form shows. */
export const fieldError = (field: string, key: string, message: string) =>
  new AppError(400, 'validation_failed', message, [{ path: `body.${field}`, message: key }]);

/**
 * Reads a submission: JSON, or multipart with a `payload` field (JSON text) and an optional `cv`
 * file, which is streamed to a checked temporary file. The caller disposes the upload.
 */
export async function readSubmission(
  request: FastifyRequest,
  config: Config,
): Promise<{ payload: unknown; upload: ReceivedUpload | null }> {
  if (!request.isMultipart()) return { payload: request.body ?? {}, upload: null };
  let payload: unknown = {};
  let upload: ReceivedUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'cv' || upload) {
          part.file.resume();
          continue;
        }
        upload = await receiveUpload(part, {
          allowed: CV_TYPES,
          typeMessage: CV_TYPE_MESSAGE,
          maxBytes: config.maxUploadBytes,
        });
      } else if (part.fieldname === 'payload') {
        try {
          payload = JSON.parse(String(part.value));
        } catch {
          throw new AppError(400, 'validation_failed', 'The payload is not valid JSON');
        }
      }
    }
  } catch (error) {
    await upload?.dispose();
    throw malformedMultipart(error) ?? error;
  }
  return { payload, upload };
}

/**
 * The multipart parser's own errors (a body cut short, no boundary, a broken part header) are
 * plain Errors: the caller sent a broken body, a 400, not a failure of the server.
 */
export function malformedMultipart(error: unknown): AppError | null {
  if (!(error instanceof Error) || error instanceof AppError) return null;
  if ((error as { statusCode?: unknown }).statusCode !== undefined) return null;
  if (!/multipart|boundary|malformed|unexpected end/i.test(error.message)) return null;
  return new AppError(400, 'validation_failed', 'The multipart body is not valid');
}

/** Validates with a shared schema; issues become `{ path: 'body.<field>', message: <i18n key> }`. */
export function parsePayload<T>(schema: ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  throw new AppError(
    400,
    'validation_failed',
    'The request is not valid',
    parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}
