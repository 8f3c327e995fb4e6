import { api } from '#client/api/client.ts';

const LOGOUT_TIMEOUT_MS = 5000;

/** POST /api/auth/logout: revokes this session and clears the refresh cookie. */
export function postLogout(): Promise<void> {
  return api.post('/auth/logout', undefined, { timeoutMs: LOGOUT_TIMEOUT_MS });
}

/** POST /api/auth/logout-all: revokes every session of the user (bearer). */
export function postLogoutAll(): Promise<void> {
  return api.post('/auth/logout-all');
}
