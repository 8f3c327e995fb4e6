import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Language } from '#shared/i18n/languages.ts';
import type { ErrorResponse } from '#shared/schemas/common.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  foreignKeyViolation,
  isDataException,
  isDatabaseUnavailable,
  uniqueViolation,
} from '../db/database-errors.ts';
import { ERROR_TEXTS_TR } from './error-texts-tr.ts';
import { AppError, fillText, type ServerText } from './errors.ts';
import { withoutSecrets } from '../spec-api/spec-paths.ts';
import { languageOf } from './request-language.ts';

const TURKISH = new Map(Object.entries(ERROR_TEXTS_TR));

/**
 * A server text in the caller's language (gettext style: the English text is the id). A text the
 * catalogue does not hold (an i18n key the client translates, a library's own) stays as it is.
 */
export function translateText(language: Language, id: string, values?: ServerText['values']) {
  const text = language === 'tr' ? (TURKISH.get(id) ?? id) : id;
  return values ? fillText(text, values) : text;
}

/** `details[].message` in the caller's language; anything else of the details stays as it is. */
function translateDetails(language: Language, details: unknown): unknown {
  if (language === 'en' || !Array.isArray(details)) return details;
  return details.map((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null || !('message' in detail)) return detail;
    const { message } = detail;
    if (typeof message !== 'string' || !TURKISH.has(message)) return detail;
    return { ...detail, message: translateText(language, message) };
  });
}

/** Fastify's own refusals of a request's body, in words of ours that the catalogue translates. */
const FRAMEWORK_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This type of request body is not accepted',
};

/**
 * One error shape for every failure; details of 5xx errors stay in the log. `message` and
 * `details[].message` are in the caller's language; `code` never changes (the client maps it).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    const send = (
      status: number,
      body: Omit<ErrorResponse, 'requestId'>,
      values?: ServerText['values'],
    ) => {
      const language = languageOf(request);
      return reply.status(status).send({
        ...body,
        message: translateText(language, body.message, values),
        ...(body.details === undefined
          ? {}
          : { details: translateDetails(language, body.details) }),
        requestId,
      } satisfies ErrorResponse);
    };

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return send(
        error.statusCode,
        { code: error.code, message: error.messageId, details: error.details },
        error.messageValues,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      return send(400, { code: 'validation_failed', message: 'The request is not valid', details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return send(500, { code: 'internal', message: 'Internal server error' });
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while the database restarts or is overloaded: the client retries later.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, { code: 'unavailable', message: 'Service temporarily unavailable' });
    }
    if (isDataException(error)) {
      // Defence in depth: a value the schemas let through that PostgreSQL cannot take.
      request.log.warn({ err: error }, 'database refused a value of the request');
      return send(400, {
        code: 'validation_failed',
        message: 'The request contains a value that cannot be stored',
      });
    }
    const reference = foreignKeyViolation(error);
    if (reference === 'missing')
      return send(400, {
        code: 'validation_failed',
        message: 'The request names a record that does not exist',
      });
    if (reference === 'referenced')
      return send(409, { code: 'conflict', message: 'This record is still in use' });
    // Backstop for a race the feature's own check lost: the unique index answers, not a 500.
    const unique = uniqueViolation(error);
    if (unique === 'users_linkedin_page_lower_uq')
      return send(409, {
        code: 'linkedin_taken',
        message: 'This Linkedin Profile Already Registered!',
      });
    if (unique) return send(409, { code: 'conflict', message: 'This record already exists' });
    const status = error.statusCode ?? 500;
    if (status === 429) return send(429, { code: 'rate_limited', message: error.message });
    // A second file where one is taken: the request is not too large, it has too many files.
    if (error.code === 'FST_FILES_LIMIT')
      return send(400, { code: 'validation_failed', message: 'Please send one file at a time' });
    if (status === 413)
      return send(413, { code: 'payload_too_large', message: 'The request is too large' });
    if (status >= 400 && status < 500) {
      return send(status, {
        code: status === 404 ? 'not_found' : 'validation_failed',
        message: error.code?.startsWith('FST_')
          ? (FRAMEWORK_TEXTS[error.code] ?? 'The request could not be read')
          : error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'internal', message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: 'not_found',
      message: translateText(languageOf(request), 'Route {{method}} {{url}} not found', {
        method: request.method,
        url: withoutSecrets(request.url).split('?')[0] ?? '',
      }),
      requestId: String(request.id),
    } satisfies ErrorResponse);
  });
}

/**
 * Fastify's own refusals before routing (a URL that cannot be decoded, a path parameter too long):
 * our error shape in the caller's language, never the path, which may hold a password.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({
    code: 'validation_failed',
    message: translateText(
      languageOf(request),
      tooLong
        ? 'The address of the request is too long'
        : 'The address of the request is not valid',
    ),
    requestId: String(request.id),
  } satisfies ErrorResponse);
}
