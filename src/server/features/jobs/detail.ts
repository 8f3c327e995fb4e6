import type pg from 'pg';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { JobDetail, JobPerson } from '#shared/schemas/jobs.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizePostedRichText } from '../../infra/sanitize-html.ts';
import { referralObjectedSql } from '../../platform/consents/referral-objected.ts';
import { flagsForJobs, type Caller } from './flags.ts';
import {
  fileUrl,
  lookup,
  summaryColumns,
  toSummary,
  type Lang,
  type SummaryRow,
} from './search/summary-sql.ts';

type DetailRow = SummaryRow & {
  companyId: number;
  industryId: number | null;
  jobTypeId: number | null;
  statusName: string;
  statusColor: string;
  companyWebsite: string | null;
  companyDescription: string | null;
  industryName: string | null;
  recruitmentTypeName: string | null;
  salaryMinMinor: number | null;
  salaryMaxMinor: number | null;
  salaryCurrency: string | null;
  salaryTypeName: string | null;
  viewCount: number;
  descriptionHtml: string;
  qualificationHtml: string;
};

/** Pipeline rank of a candidate status (1 screening … 6 hire; waiting approval and accepted follow a hire). */
const PROGRESS_SQL = `CASE WHEN r.status_id BETWEEN 1 AND 6 THEN r.status_id WHEN r.status_id IN (7, 8) THEN 6 ELSE 0 END`;

/** A job's internal key and the fields similar-job matching needs; null when the caller may not see it. */
export async function loadVisibleJob(pool: pg.Pool, publicId: string, caller: Caller, lang: Lang) {
  const name = lang === 'tr' ? 'name_tr' : 'name_en';
  const { rows } = await pool.query<DetailRow>(
    `SELECT ${summaryColumns(lang)}, j.company_id AS "companyId", j.industry_id AS "industryId",
        j.job_type_id AS "jobTypeId",
        ${lookup('job_statuses', name, 'j.status_id')} AS "statusName",
        ${lookup('job_statuses', 'color_code', 'j.status_id')} AS "statusColor",
        ${lookup('companies', 'website', 'j.company_id')} AS "companyWebsite",
        ${lookup('companies', 'description', 'j.company_id')} AS "companyDescription",
        ${lookup('industries', name, 'j.industry_id')} AS "industryName",
        ${lookup('recruitment_types', name, 'j.recruitment_type_id')} AS "recruitmentTypeName",
        j.salary_min_minor AS "salaryMinMinor", j.salary_max_minor AS "salaryMaxMinor",
        j.salary_currency AS "salaryCurrency",
        ${lookup('salary_types', name, 'j.salary_type_id')} AS "salaryTypeName",
        j.view_count AS "viewCount", j.description_html AS "descriptionHtml",
        j.qualification_html AS "qualificationHtml"
      FROM jobs j
      WHERE j.public_id = $1`,
    [publicId],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.statusId !== JOB_STATUS.open && !(await maySeeUnpublished(pool, caller, row.companyId)))
    return null;
  return row;
}

/** Non-open jobs: staff, and the members of the company that posted it. */
async function maySeeUnpublished(pool: pg.Pool, caller: Caller, companyId: number) {
  if (!caller) return false;
  if (caller.roleId === ROLE.admin) return true;
  if (caller.roleId !== ROLE.company) return false;
  const { rowCount } = await pool.query(
    'SELECT 1 FROM company_members WHERE company_id = $1 AND user_id = $2 AND removed_at IS NULL',
    [companyId, caller.userId],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Whose addresses the caller reads on a job: none for a visitor; all for staff; the job's
 * company all of its own responsibles'; otherwise only those of people who made their e-mail
 * public on their profile. A recruiter's address is theirs to give: the company naming them on
 * its job asks them nothing.
 */
type EmailsShown = 'none' | 'public' | 'all';

async function emailsShown(pool: pg.Pool, caller: Caller, companyId: number) {
  if (!caller) return { recruiters: 'none', responsibles: 'none' } as const;
  if (caller.roleId === ROLE.admin) return { recruiters: 'all', responsibles: 'all' } as const;
  const ownCompany = await maySeeUnpublished(pool, caller, companyId);
  return { recruiters: 'public', responsibles: ownCompany ? 'all' : 'public' } as const;
}

async function people(
  pool: pg.Pool,
  table: 'job_recruiters' | 'job_responsibles',
  jobId: number,
  shown: EmailsShown,
) {
  const { rows } = await pool.query<{
    id: string;
    firstname: string;
    lastname: string;
    email: string;
    emailPublic: boolean;
    pictureId: string | null;
  }>(
    `SELECT u.public_id AS id, u.firstname, u.lastname, u.email,
        u.public_profile_fields ? 'email' AS "emailPublic", pf.public_id AS "pictureId"
      FROM ${table} t JOIN users u ON u.id = t.user_id
      LEFT JOIN files pf ON pf.id = u.profile_picture_file_id AND pf.deleted_at IS NULL
      WHERE t.job_id = $1 AND u.active ORDER BY t.created_at, u.id`,
    [jobId],
  );
  return rows.map((row): JobPerson => ({
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: shown === 'all' || (shown === 'public' && row.emailPublic) ? row.email : null,
    pictureUrl: fileUrl(row.pictureId),
  }));
}

/** The job-detail record for the caller, counting one view. 404 for jobs the caller may not see. */
export async function getJobDetail(
  pool: pg.Pool,
  publicId: string,
  caller: Caller,
  lang: Lang,
): Promise<JobDetail> {
  const row = await loadVisibleJob(pool, publicId, caller, lang);
  if (!row) throw notFound('Job not found');
  const jobId = row.internalId;
  const shown = emailsShown(pool, caller, row.companyId);
  const [views, counts, recruiters, responsibles, flags] = await Promise.all([
    pool.query<{ viewCount: number }>(
      'UPDATE jobs SET view_count = view_count + 1 WHERE id = $1 RETURNING view_count AS "viewCount"',
      [jobId],
    ),
    pool.query<{ active: number; waiting: number; progress: number }>(
      `SELECT count(*) FILTER (WHERE r.status_id NOT IN (7, 9))::int AS active,
          count(*) FILTER (WHERE r.status_id = 7)::int AS waiting,
          coalesce(max(${PROGRESS_SQL}), 0)::int AS progress
        FROM referrals r WHERE r.job_id = $1 AND NOT ${referralObjectedSql('r')}`,
      [jobId],
    ),
    shown.then((emails) => people(pool, 'job_recruiters', jobId, emails.recruiters)),
    shown.then((emails) => people(pool, 'job_responsibles', jobId, emails.responsibles)),
    flagsForJobs(pool, caller, [jobId]),
  ]);
  const count = counts.rows[0] ?? { active: 0, waiting: 0, progress: 0 };
  return {
    ...toSummary(row, flags.get(jobId) ?? { showRefer: 1, showApply: 1 }),
    statusName: row.statusName,
    statusColor: row.statusColor,
    companyWebsite: row.companyWebsite,
    companyDescription: row.companyDescription,
    industryName: row.industryName,
    recruitmentTypeName: row.recruitmentTypeName,
    salary: {
      minMinor: row.salaryMinMinor === null ? null : Number(row.salaryMinMinor),
      maxMinor: row.salaryMaxMinor === null ? null : Number(row.salaryMaxMinor),
      currency: row.salaryCurrency,
      typeName: row.salaryTypeName,
    },
    activeCount: count.active,
    waitingCount: count.waiting,
    viewCount: views.rows[0]?.viewCount ?? row.viewCount,
    progressPct: Math.round((count.progress / 6) * 100),
    descriptionHtml: sanitizePostedRichText(row.descriptionHtml),
    qualificationHtml: sanitizePostedRichText(row.qualificationHtml),
    recruiters,
    responsibles,
  };
}
