import { jobLookupSqlId } from './jobs/job-lookup.ts';
import { jobOpeningsSqlId } from './jobs/job-openings.ts';
import { jobPeopleSqlIds } from './jobs/job-responsibles.ts';
import type { SqlIdHandler } from './sql-id.ts';

/** Jobs: openings and detail (3), the payment flow's job lookup (28), responsibles (32, 33). */
export const jobsSqlIds: SqlIdHandler[] = [jobOpeningsSqlId, jobLookupSqlId, ...jobPeopleSqlIds];
