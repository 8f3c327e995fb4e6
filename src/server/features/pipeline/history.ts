import { aliasedTable, and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { HistoryEntry } from '#shared/schemas/pipeline.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  files,
  jobs,
  referralStatusHistory,
  referrals,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { isStaff, jobForCaller, memberCompanyIds } from './access.ts';

const changer = aliasedTable(users, 'changer');

async function historyRows(db: Queryable, where: SQL | undefined): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      h: referralStatusHistory,
      applicationId: referrals.publicId,
      jobId: jobs.publicId,
      jobTitle: jobs.title,
      candidateId: candidates.publicId,
      candidateName: sql<string>`${candidates.firstname} || ' ' || ${candidates.lastname}`,
      cvFileId: files.publicId,
      changerFirst: changer.firstname,
      changerLast: changer.lastname,
    })
    .from(referralStatusHistory)
    .innerJoin(referrals, eq(referrals.id, referralStatusHistory.referralId))
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .innerJoin(changer, eq(changer.id, referralStatusHistory.changedByUserId))
    .leftJoin(files, eq(files.id, referralStatusHistory.cvFileId))
    .where(where)
    .orderBy(asc(referralStatusHistory.changedAt), asc(referralStatusHistory.id))
    .limit(2000);
  return rows.map((row) => ({
    id: row.h.id,
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    fromStatusId: row.h.fromStatusId,
    toStatusId: row.h.toStatusId,
    isNote: row.h.fromStatusId === row.h.toStatusId,
    note: row.h.note,
    cvFileId: row.cvFileId,
    changedBy: `${row.changerFirst} ${row.changerLast}`.trim(),
    changedAt: row.h.changedAt.toISOString(),
  }));
}

async function candidateByPublicId(db: Queryable, publicId: string) {
  const [row] = await db.select().from(candidates).where(eq(candidates.publicId, publicId));
  if (!row) throw notFound('Candidate not found');
  return row;
}

/** /chrs/application-history/{jobId}/{candidateId?}: a job's moves, for whoever manages it. */
export async function applicationHistory(
  db: Queryable,
  auth: AuthContext,
  jobPublicId: string,
  candidatePublicId?: string,
) {
  const job = await jobForCaller(db, auth, jobPublicId);
  const filters: SQL[] = [eq(referrals.jobId, job.id)];
  let title = job.title;
  if (candidatePublicId) {
    const candidate = await candidateByPublicId(db, candidatePublicId);
    filters.push(eq(referrals.candidateId, candidate.id));
    title = `${job.title} · ${candidate.firstname} ${candidate.lastname}`;
  }
  return { title, items: await historyRows(db, and(...filters)) };
}

/**
 * /chrs/candidate-history/{userId}/{candidateId?}: the referrals a user made or is the candidate
 * of. The user themself and staff see all; company members only those to their companies' jobs.
 */
export async function candidateHistory(
  db: Queryable,
  auth: AuthContext,
  userPublicId: string,
  candidatePublicId?: string,
) {
  const [user] = await db.select().from(users).where(eq(users.publicId, userPublicId));
  if (!user) throw notFound('User not found');
  const filters: SQL[] = [];
  const own = or(eq(referrals.referrerUserId, user.id), eq(candidates.userId, user.id));
  if (own) filters.push(own);
  if (!isStaff(auth) && auth.userId !== user.id) {
    const companyIds = await memberCompanyIds(db, auth.userId);
    if (companyIds.length === 0) throw notFound('User not found');
    filters.push(inArray(jobs.companyId, companyIds));
  }
  let title = `${user.firstname} ${user.lastname}`;
  if (candidatePublicId) {
    const candidate = await candidateByPublicId(db, candidatePublicId);
    filters.push(eq(referrals.candidateId, candidate.id));
    title = `${title} · ${candidate.firstname} ${candidate.lastname}`;
  }
  return { title, items: await historyRows(db, and(...filters)) };
}
