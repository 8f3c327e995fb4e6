import { ApiError } from '#client/api/api-error.ts';
import { sessionStore } from '#client/session/session-store.ts';

/** GET /api/files/:id as a Blob (CVs need the bearer token, so an <iframe src> cannot load them). */
export async function getFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionStore.getSnapshot().accessToken;
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, 'not_found', response.statusText);
  return response.blob();
}
