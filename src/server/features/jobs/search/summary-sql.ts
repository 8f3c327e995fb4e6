import type pg from 'pg';
import { GENERATION_SQL } from './search-cache.ts';
import { LIMITS } from '#shared/constants/domain.ts';
import { stripTags, truncate } from '#shared/format/text.ts';
import type { JobSummary, ShowFlag } from '#shared/schemas/jobs.ts';

export type Lang = 'en' | 'tr';

/** One value of a lookup row by its key, as a scalar subquery on `j` (see `summaryColumns`). */
export function lookup(table: string, column: string, key: string): string {
  return `(SELECT ${column} FROM ${table} WHERE id = ${key})`;
}

/**
 * Columns of a job summary over `jobs j` alone; `lang` picks the lookup names (only 'en' or 'tr').
 * The names come from scalar subqueries, not joins: a page needs a few primary-key probes per row,
 * while a seven-table join made the planner spend 10 to 20 ms choosing a join order for a query
 * that runs in under 1 ms (measured, docs/performance.md).
 */
export function summaryColumns(lang: Lang): string {
  const name = lang === 'tr' ? 'name_tr' : 'name_en';
  return `j.id AS "internalId", j.public_id AS id, j.slug, j.title, j.reference_code AS "referenceCode",
    j.status_id AS "statusId", ${lookup('companies', 'name', 'j.company_id')} AS "companyName",
    (SELECT lf.public_id FROM companies c JOIN files lf ON lf.id = c.logo_file_id
      WHERE c.id = j.company_id AND lf.deleted_at IS NULL) AS "logoId",
    ${lookup('cities', 'name', 'j.city_id')} AS "cityName",
    ${lookup('countries', name, 'j.country_id')} AS "countryName",
    ${lookup('countries', 'iso2', 'j.country_id')} AS "countryIso2",
    j.country_id AS "countryId", j.city_id AS "cityId",
    ${lookup('job_types', name, 'j.job_type_id')} AS "jobTypeName",
    ${lookup('remote_types', name, 'j.remote_type_id')} AS "remoteTypeName",
    j.reward_minor AS "rewardMinor", j.reward_currency AS "rewardCurrency",
    j.created_at AS "createdAt", left(j.description_html, 1200) AS "descriptionHead"`;
}

export type SummaryRow = {
  internalId: number;
  id: string;
  slug: string;
  title: string;
  referenceCode: string;
  statusId: number;
  companyName: string;
  logoId: string | null;
  cityName: string | null;
  countryName: string | null;
  countryIso2: string | null;
  countryId: number | null;
  cityId: number | null;
  jobTypeName: string | null;
  remoteTypeName: string | null;
  rewardMinor: number;
  rewardCurrency: string;
  createdAt: Date;
  descriptionHead: string | null;
};

/**
 * The summary rows of these jobs, in the order of `ids` (missing ids are skipped), and the search
 * generation read with them (src/server/features/jobs/search/search-cache.ts). A named statement: its
 * plan (primary-key probes) never depends on the values, so each connection plans it only once.
 */
export async function loadSummaries(pool: pg.Pool, ids: number[], lang: Lang) {
  if (ids.length === 0) return { rows: [], generation: undefined };
  const { rows } = await pool.query<SummaryRow & { generation: string }>({
    name: `job-summaries-${lang}`,
    text: `SELECT ${summaryColumns(lang)}, (${GENERATION_SQL}) AS generation
      FROM jobs j WHERE j.id = ANY($1::int[])`,
    values: [ids],
  });
  const byId = new Map(rows.map((row) => [row.internalId, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), generation: rows[0]?.generation };
}

export const fileUrl = (publicId: string | null) => (publicId ? `/api/files/${publicId}` : null);

export function toSummary(
  row: SummaryRow,
  flags: { showRefer: ShowFlag; showApply: ShowFlag },
): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    referenceCode: row.referenceCode,
    statusId: row.statusId,
    companyName: row.companyName,
    companyLogoUrl: fileUrl(row.logoId),
    cityName: row.cityName,
    countryName: row.countryName,
    countryIso2: row.countryIso2,
    countryId: row.countryId,
    cityId: row.cityId,
    jobTypeName: row.jobTypeName,
    remoteTypeName: row.remoteTypeName,
    reward: { amountMinor: Number(row.rewardMinor), currency: row.rewardCurrency },
    createdAt: row.createdAt.toISOString(),
    excerpt: truncate(stripTags(row.descriptionHead), LIMITS.cardDescription),
    ...flags,
  };
}
