import { minorToMajor } from '#shared/format/money.ts';
import type { JobAdminListItem } from '#shared/schemas/job-admin-list.ts';
import type { JobDetail, JobPerson, JobSummary, Money } from '#shared/schemas/jobs.ts';
import type { SpecRow } from '../sql-id.ts';

/**
 * The spec's job rows (public-side section 3, "Job opening" and "Job detail record"): its field
 * names where it names them, snake_case of ours elsewhere. Amounts: `reward` in major units for
 * the spec's formatter, beside the exact `reward_minor` and its currency code.
 */
const major = (minor: number | null, currency: string | null) =>
  minor === null || !currency ? null : minorToMajor(minor, currency);

type Common = {
  id: string;
  slug: string;
  title: string;
  referenceCode: string;
  statusId: number;
  companyName: string;
  companyLogoUrl: string | null;
  cityId?: number | null;
  cityName: string | null;
  countryId?: number | null;
  countryName: string | null;
  jobTypeName: string | null;
  remoteTypeName: string | null;
  reward: Money;
  createdAt: string;
};

function commonRow(job: Common): SpecRow {
  return {
    id: job.id,
    job_opening_id: job.id,
    short_name: job.title,
    title: job.title,
    slug: job.slug,
    reference_code: job.referenceCode,
    status_id: job.statusId,
    company_name: job.companyName,
    company_logo: job.companyLogoUrl,
    location_city_name: job.cityName,
    location_country_name: job.countryName,
    city_id: job.cityId ?? null,
    country_id: job.countryId ?? null,
    location_country_id: job.countryId ?? null,
    job_type_name: job.jobTypeName,
    remote_working_type_name: job.remoteTypeName,
    reward: major(job.reward.amountMinor, job.reward.currency),
    reward_minor: job.reward.amountMinor,
    commission_currency_type: job.reward.currency,
    commission_currency_type_name: job.reward.currency,
    create_date: job.createdAt,
  };
}

/** The four show flags: 1 may, 0 already done by the caller, -1 hidden. */
function flags(showRefer: number, showApply: number): SpecRow {
  return {
    show_refer_button: showRefer,
    show_apply_button: showApply,
    show_refer: showRefer,
    show_apply: showApply,
  };
}

/** A row of the public list (search, carousel, similar jobs). */
export function summaryRow(job: JobSummary, totalRecords: number): SpecRow {
  return {
    ...commonRow(job),
    country_iso2: job.countryIso2,
    job_description: job.excerpt,
    ...flags(job.showRefer, job.showApply),
    total_records: totalRecords,
  };
}

/** A row of the back-office list: any status; staff and company members never refer or apply. */
export function adminRow(job: JobAdminListItem, totalRecords: number): SpecRow {
  return {
    ...commonRow(job),
    status_name: job.statusName,
    status_color_code: job.statusColor,
    company_id: job.companyId,
    recruitment_type_name: job.recruitmentTypeName,
    min_salary: major(job.salary.minMinor, job.salary.currency),
    max_salary: major(job.salary.maxMinor, job.salary.currency),
    salary_currency: job.salary.currency,
    salary_type_name: job.salary.typeName,
    ...flags(-1, -1),
    total_records: totalRecords,
  };
}

const person = (p: JobPerson) => ({
  firstname: p.firstname,
  lastname: p.lastname,
  profile_picture_path: p.pictureUrl,
  email: p.email,
});

/** The detail record: the list row's fields and the detail's, people as JSON text lists. */
export function detailRow(job: JobDetail): SpecRow {
  return {
    ...commonRow(job),
    country_iso2: job.countryIso2,
    status_name: job.statusName,
    status_color_code: job.statusColor,
    company_website: job.companyWebsite,
    company_description: job.companyDescription,
    industry_name: job.industryName,
    recruitment_type_name: job.recruitmentTypeName,
    min_salary: major(job.salary.minMinor, job.salary.currency),
    max_salary: major(job.salary.maxMinor, job.salary.currency),
    salary_currency: job.salary.currency,
    salary_type_name: job.salary.typeName,
    active_candidate_cnt: job.activeCount,
    waiting_approval_candidate_cnt: job.waitingCount,
    number_of_views: job.viewCount,
    job_description: job.descriptionHtml,
    qualification: job.qualificationHtml,
    progress_pct: job.progressPct,
    ...flags(job.showRefer, job.showApply),
    recruiters: JSON.stringify(job.recruiters.map((p) => ({ recruiter_id: p.id, ...person(p) }))),
    company_responsibles: JSON.stringify(
      job.responsibles.map((p) => ({
        responsible_user_id: p.id,
        company_responsible_id: p.id,
        ...person(p),
      })),
    ),
  };
}
