import type pg from 'pg';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { notFound } from '../../http/errors.ts';
import { loadVisibleJob } from './detail.ts';
import { flagsForJobs, type Caller } from './flags.ts';
import { loadSummaries, toSummary, type Lang } from './search/summary-sql.ts';

export const SIMILAR_LIMIT = 10;

/**
 * Open jobs like this one: same industry, type and country first, then same industry, then same
 * country, then the newest. Each tier is a small index-ordered query, so the cost stays flat at a
 * million jobs (one ORDER BY over every loosely similar job would not).
 */
export async function similarJobs(
  pool: pg.Pool,
  publicId: string,
  caller: Caller,
  lang: Lang,
): Promise<JobSummary[]> {
  const job = await loadVisibleJob(pool, publicId, caller, lang);
  if (!job) throw notFound('Job not found');
  const open = `status_id = ${JOB_STATUS.open} AND id <> $1`;
  const tier = (score: number, where: string) =>
    `(SELECT id, ${score} AS score, created_at FROM jobs WHERE ${open} AND ${where} ORDER BY created_at DESC LIMIT ${SIMILAR_LIMIT})`;
  const { rows: ranked } = await pool.query<{ id: number }>(
    `SELECT id FROM (
        ${tier(3, 'industry_id = $2 AND job_type_id = $3 AND country_id = $4')}
        UNION ALL ${tier(2, 'industry_id = $2')}
        UNION ALL ${tier(1, 'country_id = $4')}
        UNION ALL ${tier(0, 'true')}
      ) t GROUP BY id ORDER BY max(score) DESC, max(created_at) DESC LIMIT ${SIMILAR_LIMIT}`,
    [job.internalId, job.industryId, job.jobTypeId, job.countryId],
  );
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return [];
  const { rows } = await loadSummaries(pool, ids, lang);
  const flags = await flagsForJobs(pool, caller, ids);
  return rows.map((row) =>
    toSummary(row, flags.get(row.internalId) ?? { showRefer: 1, showApply: 1 }),
  );
}
