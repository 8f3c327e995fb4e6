import { exportCsv } from '#client/lib/export-csv.ts';
import type { AdminListQuery } from './list-admin-rows.ts';
import { lookupAdminPath } from './keys.ts';

/** GET /api/lookup-admin/{segment}/export with the list's filters and sort, saved as a file. */
export function exportAdminRows(segment: string, query: AdminListQuery) {
  const { page: _page, size: _size, ...filters } = query;
  return exportCsv(`${lookupAdminPath(segment)}/export`, filters, `${segment}.csv`);
}
