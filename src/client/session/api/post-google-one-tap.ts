import type { SessionResponse } from '#shared/schemas/auth.ts';
import { api } from '#client/api/client.ts';

const loadSessionResponseSchema = () =>
  import('#shared/schemas/auth.ts').then((schemas) => schemas.sessionResponseSchema);

/** POST /api/auth/oauth/google/one-tap: Google's ID token in, a session (and refresh cookie) out. */
export function postGoogleOneTap(credential: string): Promise<SessionResponse> {
  return api.post(
    '/auth/oauth/google/one-tap',
    { credential },
    { anonymous: true, schema: loadSessionResponseSchema },
  );
}
