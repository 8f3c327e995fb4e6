import type pg from 'pg';
import { ROLE } from '#shared/constants/roles.ts';
import type { ShowFlag } from '#shared/schemas/jobs.ts';

export type Caller = { userId: number; roleId: number } | null;
export type JobFlags = { showRefer: ShowFlag; showApply: ShowFlag };

const ANONYMOUS: JobFlags = { showRefer: 1, showApply: 1 };
const HIDDEN: JobFlags = { showRefer: -1, showApply: -1 };

/**
 * The four show flags per ARCHITECTURE.md: candidates apply (refer hidden), recruiters refer and
 * apply, company members and staff neither; 0 when this user already did it; anonymous both 1
 * (the client sends them to login). Nobody refers or applies to their own company's job: a
 * member of the job's company (whatever their role) gets both hidden.
 */
export function flagsFor(
  caller: Caller,
  done: { referred: boolean; applied: boolean; ownCompany?: boolean },
): JobFlags {
  if (!caller) return ANONYMOUS;
  if (done.ownCompany) return HIDDEN;
  if (caller.roleId === ROLE.recruiter)
    return { showRefer: done.referred ? 0 : 1, showApply: done.applied ? 0 : 1 };
  if (caller.roleId === ROLE.candidate) return { showRefer: -1, showApply: done.applied ? 0 : 1 };
  return HIDDEN;
}

/** Flags for several jobs with one query over the caller's referrals and applications. */
export async function flagsForJobs(
  pool: pg.Pool,
  caller: Caller,
  jobIds: number[],
): Promise<Map<number, JobFlags>> {
  const result = new Map<number, JobFlags>();
  const needsLookup =
    caller && (caller.roleId === ROLE.recruiter || caller.roleId === ROLE.candidate);
  const done = new Map<number, { referred: boolean; applied: boolean; ownCompany?: boolean }>();
  if (needsLookup && jobIds.length > 0) {
    // Referred: this user referred someone. Applied: an application by this user or of them.
    const { rows } = await pool.query<{ jobId: number; referred: boolean; applied: boolean }>(
      `SELECT r.job_id AS "jobId",
          bool_or(r.kind = 'referral' AND r.referrer_user_id = $2) AS referred,
          bool_or(r.kind = 'application') AS applied
        FROM referrals r
        LEFT JOIN candidates cand ON cand.id = r.candidate_id
        WHERE r.job_id = ANY($1::int[]) AND (r.referrer_user_id = $2 OR cand.user_id = $2)
        GROUP BY r.job_id`,
      [jobIds, caller.userId],
    );
    for (const row of rows) {
      const entry = { referred: row.referred, applied: row.applied };
      done.set(row.jobId, entry);
    }
    const own = await pool.query<{ jobId: number }>(
      `SELECT j.id AS "jobId" FROM jobs j
        JOIN company_members m ON m.company_id = j.company_id
        WHERE j.id = ANY($1::int[]) AND m.user_id = $2 AND m.removed_at IS NULL`,
      [jobIds, caller.userId],
    );
    for (const { jobId } of own.rows)
      done.set(jobId, { referred: false, applied: false, ...done.get(jobId), ownCompany: true });
  }
  for (const id of jobIds)
    result.set(id, flagsFor(caller, done.get(id) ?? { referred: false, applied: false }));
  return result;
}
