import type { SqlIdHandler } from './sql-id.ts';

export const jobsSqlIds: SqlIdHandler[] = [];
