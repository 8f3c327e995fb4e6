import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A value's JSON after the check the route's response serializer makes (the schema's encode), for
 * an answer assembled from pieces of which some were serialised and checked once and kept. A value
 * that breaks its schema fails as the serializer's would: a 500, never sent.
 */
export function checkedJson<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  value: z.output<T>,
): string {
  const checked = schema.safeEncode(value);
  if (!checked.success)
    throw new ResponseSerializationError(request.method, request.url, { cause: checked.error });
  return JSON.stringify(checked.data);
}

/** Sends JSON already serialised (Fastify sends a string with a JSON content type as it is). */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
