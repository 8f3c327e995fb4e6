import type { SqlIdHandler } from './sql-id.ts';

export const profileSqlIds: SqlIdHandler[] = [];
