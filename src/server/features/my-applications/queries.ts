import { aliasedTable, and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { MyApplicationsResponse } from '#shared/schemas/my-applications.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidateStatuses,
  candidates,
  companies,
  jobs,
  referralStatusHistory,
  referrals,
  users,
} from '../../db/schema/index.ts';

const referrer = aliasedTable(users, 'referrer');

/** More than any person makes; keeps the answer bounded. */
const MAX_ITEMS = 500;

/**
 * A candidate's applications and the referrals of them: their own candidate records (applications),
 * and recruiters' referrals whose candidate e-mail is the account's e-mail (any case).
 */
export async function myApplications(
  db: Queryable,
  userId: number,
): Promise<MyApplicationsResponse> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!account) return { statuses: [], items: [] };

  const rows = await db
    .select({
      id: referrals.id,
      publicId: referrals.publicId,
      kind: referrals.kind,
      statusId: referrals.statusId,
      createdAt: referrals.createdAt,
      updatedAt: referrals.updatedAt,
      jobId: jobs.publicId,
      jobSlug: jobs.slug,
      jobTitle: jobs.title,
      companyName: companies.name,
      referrerFirst: referrer.firstname,
      referrerLast: referrer.lastname,
    })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
    .where(
      or(
        eq(candidates.userId, userId),
        and(
          eq(referrals.kind, 'referral'),
          sql`lower(${candidates.email}) = lower(${account.email})`,
        ),
      ),
    )
    .orderBy(desc(referrals.updatedAt), desc(referrals.id))
    .limit(MAX_ITEMS);

  const ids = rows.map((row) => row.id);
  const [history, statuses] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            referralId: referralStatusHistory.referralId,
            fromStatusId: referralStatusHistory.fromStatusId,
            toStatusId: referralStatusHistory.toStatusId,
            changedAt: referralStatusHistory.changedAt,
          })
          .from(referralStatusHistory)
          .where(
            and(
              inArray(referralStatusHistory.referralId, ids),
              // A note is a move to the same status: the company's, not the candidate's.
              or(
                sql`${referralStatusHistory.fromStatusId} is null`,
                ne(referralStatusHistory.fromStatusId, referralStatusHistory.toStatusId),
              ),
            ),
          )
          .orderBy(asc(referralStatusHistory.changedAt), asc(referralStatusHistory.id)),
    db
      .select({
        id: candidateStatuses.id,
        code: candidateStatuses.code,
        nameEn: candidateStatuses.nameEn,
        nameTr: candidateStatuses.nameTr,
        colorCode: candidateStatuses.colorCode,
      })
      .from(candidateStatuses)
      .orderBy(asc(candidateStatuses.sortOrder), asc(candidateStatuses.id)),
  ]);

  const historyByReferral = new Map<number, MyApplicationsResponse['items'][number]['history']>();
  for (const entry of history) {
    const list = historyByReferral.get(entry.referralId) ?? [];
    list.push({
      fromStatusId: entry.fromStatusId,
      toStatusId: entry.toStatusId,
      changedAt: entry.changedAt.toISOString(),
    });
    historyByReferral.set(entry.referralId, list);
  }

  return {
    statuses,
    items: rows.map((row) => ({
      id: row.publicId,
      kind: row.kind,
      jobId: row.jobId,
      jobSlug: row.jobSlug,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      referrerName:
        row.kind === 'referral' ? `${row.referrerFirst} ${row.referrerLast}`.trim() : null,
      statusId: row.statusId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      history: historyByReferral.get(row.id) ?? [],
    })),
  };
}
