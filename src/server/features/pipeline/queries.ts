import { and, asc, count, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Application, CandidateStatus, PipelineJob } from '#shared/schemas/pipeline.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import {
  candidateStatuses,
  candidates,
  companies,
  files,
  jobs,
  referralNotices,
  referrals,
  rewards,
  users,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../db/escape-like.ts';
import {
  referralObjected,
  referralObjectedSql,
} from '../../platform/consents/referral-objected.ts';

export async function listStatuses(db: Queryable): Promise<CandidateStatus[]> {
  const rows = await db
    .select()
    .from(candidateStatuses)
    .where(eq(candidateStatuses.active, true))
    .orderBy(asc(candidateStatuses.sortOrder), asc(candidateStatuses.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameTr: row.nameTr,
    colorCode: row.colorCode,
    requiresCv: row.requiresCv === 1,
  }));
}

const candidateName = sql<string>`${candidates.firstname} || ' ' || ${candidates.lastname}`;

// The newest reward only: after a reversal and a re-hire the new reward stands. Read once for
// both of its columns (a board reads a thousand applications).
const newestReward = (db: Queryable) =>
  db
    .select({ status: rewards.status })
    .from(rewards)
    .where(eq(rewards.referralId, referrals.id))
    .orderBy(desc(rewards.hireCycle))
    .limit(1)
    .as('newest_reward');

const applicationColumns = (reward: ReturnType<typeof newestReward>) => ({
  id: referrals.publicId,
  kind: referrals.kind,
  statusId: referrals.statusId,
  candidateId: candidates.publicId,
  candidateName,
  candidateEmail: candidates.email,
  referrerFirst: users.firstname,
  referrerLast: users.lastname,
  cvFileId: files.publicId,
  cvFileName: files.originalName,
  hiredAt: referrals.hiredAt,
  // A cancelled reward was reversed by staff or lost to a failed guarantee.
  rewardReversed: sql<boolean>`coalesce(${reward.status} = 'cancelled', false)`,
  // An earned reward is payable (maybe paid out): the hire can no longer be reversed.
  rewardEarned: sql<boolean>`coalesce(${reward.status} = 'earned', false)`,
  // The referred person's answer to the notice mailed at referral time (consents), if any.
  candidateResponse: referralNotices.response,
  createdAt: referrals.createdAt,
  updatedAt: referrals.updatedAt,
});

export type ApplicationRow = {
  id: string;
  kind: 'referral' | 'application';
  statusId: number;
  candidateId: string;
  candidateName: string;
  candidateEmail: string | null;
  referrerFirst: string;
  referrerLast: string;
  cvFileId: string | null;
  cvFileName: string | null;
  hiredAt: Date | null;
  rewardReversed: boolean;
  rewardEarned: boolean;
  candidateResponse?: 'confirmed' | 'objected' | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    kind: row.kind,
    statusId: row.statusId,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    referrerName: `${row.referrerFirst} ${row.referrerLast}`.trim(),
    cvFileId: row.cvFileId,
    cvFileName: row.cvFileName,
    hiredAt: row.hiredAt ? row.hiredAt.toISOString() : null,
    rewardReversed: Boolean(row.rewardReversed),
    rewardEarned: Boolean(row.rewardEarned),
    candidateResponse: row.candidateResponse ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Applications with their candidate, referrer and CV; the caller adds the where. */
export function applicationQuery(db: Queryable) {
  const reward = newestReward(db);
  return db
    .select(applicationColumns(reward))
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .innerJoin(users, eq(users.id, referrals.referrerUserId))
    .leftJoin(files, eq(files.id, referrals.cvFileId))
    .leftJoinLateral(reward, sql`true`)
    .leftJoin(referralNotices, eq(referralNotices.referralId, referrals.id));
}

export async function applicationById(db: Queryable, referralId: number) {
  const [row] = await applicationQuery(db).where(eq(referrals.id, referralId));
  if (!row) throw new Error('application vanished');
  return toApplication(row);
}

// Prepared: its rows (up to a thousand) are mapped by a mapper built once (`prepareRows`).
const boardStatement = preparedPerDatabase((db) =>
  prepareRows(
    applicationQuery(db)
      // A referral its person objected to is withdrawn from the board.
      .where(and(eq(referrals.jobId, sql.placeholder('jobId')), not(referralObjected)))
      .orderBy(desc(referrals.updatedAt))
      .limit(1000),
    'pipeline_board',
  ),
);

/** Every application of a job for the board (a job has at most a few hundred). */
export async function boardApplications(db: Queryable, jobId: number) {
  const rows = await boardStatement(db).execute({ jobId });
  return rows.map(toApplication);
}

// The company's counts leave out what its board leaves out: a referral its person objected to
// (decision 13). Each referral is one probe of the unique referral_notices.referral_id index.
const applicationCount = sql<number>`(select count(*)::int from referrals r
  where r.job_id = ${jobs.id} and not ${sql.raw(referralObjectedSql('r'))})`;
const hireCount = sql<number>`(select count(*)::int from referrals r
  where r.job_id = ${jobs.id} and r.hired_at is not null and not ${sql.raw(referralObjectedSql('r'))})`;

/** Jobs for the picker: staff see every job, members their companies' jobs. */
export async function pipelineJobs(
  db: Queryable,
  options: { companyIds: number[] | null; q?: string; page: number; size: number },
): Promise<{ items: PipelineJob[]; total: number }> {
  const filters: SQL[] = [];
  if (options.companyIds !== null) {
    if (options.companyIds.length === 0) return { items: [], total: 0 };
    filters.push(inArray(jobs.companyId, options.companyIds));
  }
  if (options.q) {
    const pattern = `%${escapeLike(options.q)}%`;
    const match = or(ilike(jobs.title, pattern), ilike(jobs.referenceCode, pattern));
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select({
      job: jobs,
      companyName: companies.name,
      applicationCount,
      hireCount,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(applicationCount), desc(jobs.createdAt), desc(jobs.id))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  const [total] = await db.select({ value: count() }).from(jobs).where(where);
  return {
    items: rows.map((row) => ({
      id: row.job.publicId,
      title: row.job.title,
      referenceCode: row.job.referenceCode,
      companyName: row.companyName,
      statusId: row.job.statusId,
      applicationCount: Number(row.applicationCount),
      hireCount: Number(row.hireCount),
      rewardMinor: row.job.rewardMinor,
      rewardCurrency: row.job.rewardCurrency,
    })),
    total: total?.value ?? 0,
  };
}

export async function pipelineJob(db: Queryable, jobId: number): Promise<PipelineJob> {
  const [row] = await db
    .select({ job: jobs, companyName: companies.name, applicationCount, hireCount })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  if (!row) throw new Error('job vanished');
  return {
    id: row.job.publicId,
    title: row.job.title,
    referenceCode: row.job.referenceCode,
    companyName: row.companyName,
    statusId: row.job.statusId,
    applicationCount: Number(row.applicationCount),
    hireCount: Number(row.hireCount),
    rewardMinor: row.job.rewardMinor,
    rewardCurrency: row.job.rewardCurrency,
  };
}
