import { accountsSqlIds } from './sql-accounts.ts';
import type { SqlIdHandler } from './sql-id.ts';
import { jobsSqlIds } from './sql-jobs.ts';
import { profileSqlIds } from './sql-profile.ts';
import { publicSqlIds } from './sql-public.ts';
import { referralsSqlIds } from './sql-referrals.ts';

/** Every sqlId of the two spec documents, each a function (docs/spec-api.md). */
export const SQL_IDS: ReadonlyMap<number, SqlIdHandler> = new Map(
  [...publicSqlIds, ...jobsSqlIds, ...accountsSqlIds, ...profileSqlIds, ...referralsSqlIds].map(
    (handler) => [handler.sqlId, handler],
  ),
);
