import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorResponse } from '#shared/schemas/common.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  foreignKeyViolation,
  isDataException,
  isDatabaseUnavailable,
  uniqueViolation,
} from '../db/database-errors.ts';
import { AppError } from './errors.ts';

/** One error shape for every failure; details of 5xx errors stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    const send = (status: number, body: Omit<ErrorResponse, 'requestId'>) =>
      reply.status(status).send({ ...body, requestId } satisfies ErrorResponse);

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return send(error.statusCode, {
        code: error.code,
        message: error.message,
        details: error.details,
      });
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
    if (status === 413)
      return send(413, { code: 'payload_too_large', message: 'The request is too large' });
    if (status >= 400 && status < 500) {
      return send(status, {
        code: status === 404 ? 'not_found' : 'validation_failed',
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'internal', message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: 'not_found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      requestId: String(request.id),
    } satisfies ErrorResponse);
  });
}
