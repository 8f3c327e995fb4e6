import { aliasedTable, and, asc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
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
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isStaff, jobForCaller, memberCompanyIds } from '../../platform/company-access.ts';
import { referralObjected } from '../../platform/consents/referral-objected.ts';

const changer = aliasedTable(users, 'changer');

/** A history entry, and the account of the person its application is about (if any). */
type HistoryRow = HistoryEntry & { personUserId: number | null };

async function historyRows(db: Queryable, where: SQL | undefined): Promise<HistoryRow[]> {
  const rows = await db
    .select({
      h: referralStatusHistory,
      kind: referrals.kind,
      referrerUserId: referrals.referrerUserId,
      candidateUserId: candidates.userId,
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
    // The candidate's account, or the applicant of an own application.
    personUserId: row.candidateUserId ?? (row.kind === 'application' ? row.referrerUserId : null),
  }));
}

const entry = ({ personUserId: _, ...item }: HistoryRow): HistoryEntry => item;

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
  if (!isStaff(auth)) filters.push(not(referralObjected));
  let title = job.title;
  let candidateName: string | null = null;
  if (candidatePublicId) {
    const candidate = await candidateByPublicId(db, candidatePublicId);
    filters.push(eq(referrals.candidateId, candidate.id));
    candidateName = `${candidate.firstname} ${candidate.lastname}`;
    title = `${job.title} · ${candidateName}`;
  }
  const items = (await historyRows(db, and(...filters))).map(entry);
  // A candidate who never applied to this job is not the member's to name.
  if (candidateName !== null && items.length === 0 && !isStaff(auth))
    throw notFound('Candidate not found');
  return { title, items };
}

/**
 * /chrs/candidate-history/{userId}/{candidateId?}: the referrals a user made or is the candidate
 * of. The user themself and staff see all; company members only those to their companies' jobs,
 * and a 404 when there are none (the answer would otherwise confirm the user and name them).
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
    const companyIds = auth.roleId === ROLE.company ? await memberCompanyIds(db, auth.userId) : [];
    if (companyIds.length === 0) throw notFound('User not found');
    filters.push(inArray(jobs.companyId, companyIds), not(referralObjected));
  }
  let title = `${user.firstname} ${user.lastname}`;
  if (candidatePublicId) {
    const candidate = await candidateByPublicId(db, candidatePublicId);
    filters.push(eq(referrals.candidateId, candidate.id));
    title = `${title} · ${candidate.firstname} ${candidate.lastname}`;
  }
  const items = await historyRows(db, and(...filters));
  // The names in the title are only the caller's to see through a record they own: a company
  // member with no application of this user (or candidate) gets the same 404 as a stranger.
  const self = auth.userId === user.id;
  if (items.length === 0 && !isStaff(auth) && (!self || candidatePublicId))
    throw notFound(candidatePublicId ? 'Candidate not found' : 'User not found');
  // The person an application is about sees where it stands, as on My Applications: the
  // company's notes and who at the company moved it stay the company's, whatever the person's
  // role (a recruiter who applied themself too). Their own referrals of others show in full.
  const aboutThem = (item: HistoryRow) =>
    self && (auth.roleId === ROLE.candidate || item.personUserId === user.id);
  return {
    title,
    items: items
      .filter((item) => !(aboutThem(item) && item.isNote))
      .map((item) =>
        aboutThem(item) ? { ...entry(item), note: null, changedBy: null } : entry(item),
      ),
  };
}
