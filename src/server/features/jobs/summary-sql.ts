import { LIMITS } from '#shared/constants/domain.ts';
import { stripTags, truncate } from '#shared/format/text.ts';
import type { JobSummary, ShowFlag } from '#shared/schemas/jobs.ts';

export type Lang = 'en' | 'tr';

/** Columns of a job summary; `lang` picks the lookup names (only ever 'en' or 'tr'). */
export function summaryColumns(lang: Lang): string {
  const name = lang === 'tr' ? 'name_tr' : 'name_en';
  return `j.id AS "internalId", j.public_id AS id, j.slug, j.title, j.reference_code AS "referenceCode",
    j.status_id AS "statusId", c.name AS "companyName", lf.public_id AS "logoId",
    ci.name AS "cityName", co.${name} AS "countryName", co.iso2 AS "countryIso2",
    jt.${name} AS "jobTypeName", rt.${name} AS "remoteTypeName",
    j.reward_minor AS "rewardMinor", j.reward_currency AS "rewardCurrency",
    j.created_at AS "createdAt", left(j.description_html, 1200) AS "descriptionHead"`;
}

export const SUMMARY_JOINS = `JOIN companies c ON c.id = j.company_id
    LEFT JOIN files lf ON lf.id = c.logo_file_id AND lf.deleted_at IS NULL
    LEFT JOIN cities ci ON ci.id = j.city_id
    LEFT JOIN countries co ON co.id = j.country_id
    LEFT JOIN job_types jt ON jt.id = j.job_type_id
    LEFT JOIN remote_types rt ON rt.id = j.remote_type_id`;

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
  jobTypeName: string | null;
  remoteTypeName: string | null;
  rewardMinor: number;
  rewardCurrency: string;
  createdAt: Date;
  descriptionHead: string | null;
};

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
    jobTypeName: row.jobTypeName,
    remoteTypeName: row.remoteTypeName,
    reward: { amountMinor: Number(row.rewardMinor), currency: row.rewardCurrency },
    createdAt: row.createdAt.toISOString(),
    excerpt: truncate(stripTags(row.descriptionHead), LIMITS.cardDescription),
    ...flags,
  };
}
