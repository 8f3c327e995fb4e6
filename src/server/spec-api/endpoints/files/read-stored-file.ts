import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormFile } from '../../multipart-form.ts';

/** The caller's headers that say who they are, as inner-call.ts forwards them. */
const FORWARDED = ['authorization', 'accept-language', 'cookie', 'user-agent'];

/**
 * The bytes of a stored file through GET /api/files/:id, as the caller (so with its read rights).
 * inner-call.ts reads answers as text, which would spoil a PDF; this reads the raw payload.
 */
export async function readStoredFile(
  app: FastifyInstance,
  request: FastifyRequest,
  fileId: string,
  name: string,
): Promise<FormFile | null> {
  const headers: Record<string, string> = {};
  for (const header of FORWARDED) {
    const value = request.headers[header];
    if (typeof value === 'string') headers[header] = value;
  }
  const response = await app.inject({
    method: 'GET',
    url: `/api/files/${fileId}`,
    headers,
    remoteAddress: request.ip,
  });
  if (response.statusCode !== 200) return null;
  return {
    field: 'cv',
    filename: name,
    mimetype: String(response.headers['content-type'] ?? 'application/octet-stream'),
    content: response.rawPayload,
  };
}
