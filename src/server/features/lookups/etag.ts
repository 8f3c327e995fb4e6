import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a JSON text. */
export const etagOf = (json: string) =>
  `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;

/**
 * Sets `etag` and the lookups' cache headers on the reply; true when the request's If-None-Match
 * already holds it (the caller then answers 304 without a body).
 */
export function matchesEtag(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300');
  const ifNoneMatch = request.headers['if-none-match'];
  return Boolean(ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag));
}

/**
 * Answers with an ETag over the body; a matching If-None-Match gets 304 without a body. Lookups
 * change rarely (staff edits), so browsers revalidate after a short max-age instead of refetching.
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  if (matchesEtag(request, reply, etagOf(JSON.stringify(body)))) return reply.code(304).send();
  return body;
}
