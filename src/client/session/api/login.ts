import type { LoginRequest, SessionResponse } from '#shared/schemas/auth.ts';
import { api } from '#client/api/client.ts';

const loadSessionResponseSchema = () =>
  import('#shared/schemas/auth.ts').then((schemas) => schemas.sessionResponseSchema);

/** POST /api/auth/login: the session, and the refresh cookie set by the server. */
export function postLogin(body: LoginRequest): Promise<SessionResponse> {
  return api.post('/auth/login', body, { anonymous: true, schema: loadSessionResponseSchema });
}
