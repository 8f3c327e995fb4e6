import type { Language } from '#shared/i18n/languages.ts';
import { apiErrorFromResponse } from '#client/api/api-error.ts';
import { sessionStore } from '#client/session/session-store.ts';

/**
 * GET /api/billing-history/:id/pdf saved as `<number>.pdf`. The PDF needs the bearer token, so a
 * plain link cannot fetch it: the bytes arrive here and are handed to the browser as a download.
 */
export async function downloadInvoicePdf(
  invoice: { id: string; number: string },
  lang: Language,
): Promise<void> {
  const token = sessionStore.getSnapshot().accessToken;
  const response = await fetch(
    `/api/billing-history/${encodeURIComponent(invoice.id)}/pdf?lang=${lang}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' },
  );
  if (!response.ok) throw apiErrorFromResponse(response.status, response.statusText, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number}.pdf`;
  link.click();
  // The click has started the download; the browser keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
