import { api, type QueryValue } from '#client/api/client.ts';
import { downloadCsv } from './download-csv.ts';

/** Fetches a server CSV export with the caller's filters (with the session token) and saves it. */
export async function exportCsv(
  path: string,
  query: Record<string, QueryValue>,
  fileName: string,
): Promise<void> {
  const text = await api.get<string>(path, { query, timeoutMs: 120_000 });
  downloadCsv(fileName, String(text).replace(/^\uFEFF/, ''));
}
