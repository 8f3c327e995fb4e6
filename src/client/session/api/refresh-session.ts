import type { SessionResponse } from '#shared/schemas/auth.ts';
import { api } from '#client/api/client.ts';

const loadSessionResponseSchema = () =>
  import('#shared/schemas/auth.ts').then((schemas) => schemas.sessionResponseSchema);

/** POST /api/auth/refresh: a new access token from the httpOnly refresh cookie (401 when none). */
export function postRefresh(timeoutMs?: number): Promise<SessionResponse> {
  return api.post('/auth/refresh', undefined, {
    anonymous: true,
    timeoutMs,
    schema: loadSessionResponseSchema,
  });
}
