import { API_BASE } from '#client/api/client.ts';
import { apiErrorFromResponse } from '#client/api/api-error.ts';
import { sessionStore } from '#client/session/session-store.ts';

/**
 * GET `/api<path>` saved as `fileName`. A PDF behind the bearer token cannot be fetched by a plain
 * link: the bytes arrive here and are handed to the browser as a download.
 */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  const token = sessionStore.getSnapshot().accessToken;
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw apiErrorFromResponse(response.status, response.statusText, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the browser keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
