import { ApiError } from '#client/api/api-error.ts';
import { sessionStore } from '#client/session/session-store.ts';

/** A CV as a Blob: CVs need the bearer token, so a plain link or <iframe src> cannot load them. */
export async function getCvBlob(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionStore.getSnapshot().accessToken;
  const response = await fetch(`/api/files/${fileId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, 'not_found', response.statusText);
  return response.blob();
}
