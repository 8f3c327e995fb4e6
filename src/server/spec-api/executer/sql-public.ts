import type { SqlIdHandler } from './sql-id.ts';

export const publicSqlIds: SqlIdHandler[] = [];
