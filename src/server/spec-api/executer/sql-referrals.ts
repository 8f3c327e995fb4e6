import type { SqlIdHandler } from './sql-id.ts';

export const referralsSqlIds: SqlIdHandler[] = [];
