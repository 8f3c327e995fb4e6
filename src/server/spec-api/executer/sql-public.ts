import { contactSqlId } from './public/contact.ts';
import { publicContentSqlIds } from './public/content.ts';
import { publicLookupSqlIds } from './public/lookups.ts';
import type { SqlIdHandler } from './sql-id.ts';

/** The public side's sqlIds: lookups, page content, FAQ, legal and get-started texts, contact. */
export const publicSqlIds: SqlIdHandler[] = [
  ...publicLookupSqlIds,
  ...publicContentSqlIds,
  contactSqlId,
];
