import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers with an ETag over the body; a matching If-None-Match gets 304 without a body. Lookups
 * change rarely (staff edits), so browsers revalidate after a short max-age instead of refetching.
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const etag = `"${crypto.createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return reply.code(304).send();
  }
  return body;
}
