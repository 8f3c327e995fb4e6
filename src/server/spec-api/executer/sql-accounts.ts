import type { SqlIdHandler } from './sql-id.ts';

export const accountsSqlIds: SqlIdHandler[] = [];
