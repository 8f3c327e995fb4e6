import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PointHistoryResponse } from '#shared/schemas/points.ts';
import type { z } from 'zod';
import type { pointHistoryQuerySchema } from '#shared/schemas/points.ts';
import type { Queryable } from '../../db/client.ts';
import { candidates, jobs, pointsLedger, referrals } from '../../db/schema/index.ts';
import { pointsBalances } from '../../platform/points-balance.ts';

export async function pointHistory(
  db: Queryable,
  userId: number,
  query: z.output<typeof pointHistoryQuerySchema>,
): Promise<PointHistoryResponse> {
  const filters: SQL[] = [eq(pointsLedger.userId, userId)];
  if (query.kind) filters.push(eq(pointsLedger.kind, query.kind));
  if (query.currency) filters.push(eq(pointsLedger.currency, query.currency));
  if (query.from) filters.push(gte(pointsLedger.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lt(pointsLedger.createdAt, end));
  }
  const where = and(...filters);
  // The page's entries first (an index scan of this user's ids), then their joins: an offset
  // deep into a long ledger then skips ids, not joined rows.
  const page = db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(where)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const rows = await db
    .select({
      entry: pointsLedger,
      jobTitle: jobs.title,
      candidateFirst: candidates.firstname,
      candidateLast: candidates.lastname,
    })
    .from(pointsLedger)
    .leftJoin(referrals, eq(referrals.id, pointsLedger.referralId))
    .leftJoin(jobs, eq(jobs.id, referrals.jobId))
    .leftJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(sql`${pointsLedger.id} = any(array${page})`)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  const [total] = await db.select({ value: count() }).from(pointsLedger).where(where);
  return {
    items: rows.map((row) => ({
      id: row.entry.id,
      kind: row.entry.kind,
      points: row.entry.points,
      amountMinor: row.entry.amountMinor,
      currency: row.entry.currency,
      note: row.entry.note,
      jobTitle: row.jobTitle,
      candidateName: row.candidateFirst
        ? `${row.candidateFirst} ${row.candidateLast ?? ''}`.trim()
        : null,
      createdAt: row.entry.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    balances: await pointsBalances(db, userId),
  };
}
