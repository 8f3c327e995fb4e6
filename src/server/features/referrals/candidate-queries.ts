import { and, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { CandidateListResponse } from '#shared/schemas/candidates.ts';
import type { Queryable } from '../../db/client.ts';
import { candidates, cities, countries, files } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/escape-like.ts';

/** A recruiter's own candidate records (never another recruiter's, never their own applicant record). */
export async function listOwnCandidates(
  db: Queryable,
  ownerUserId: number,
  query: { search?: string; page: number; size: number },
): Promise<CandidateListResponse> {
  const conditions: SQL[] = [
    eq(candidates.ownerUserId, ownerUserId),
    isNull(candidates.archivedAt),
    or(isNull(candidates.userId), ne(candidates.userId, ownerUserId)) as SQL,
  ];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(sql`${candidates.firstname} || ' ' || ${candidates.lastname}`, pattern),
        ilike(candidates.email, pattern),
        ilike(candidates.mobile, pattern),
        ilike(candidates.linkedinPage, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  // The CVs the refer dialog offers: not those a company added in its pipeline (sendableCv).
  const cvCount = sql<number>`(select count(*)::int from ${files} f where f.candidate_id = ${candidates.id} and f.file_type_id = ${FILE_TYPE.candidateCv} and f.deleted_at is null and f.company_id is null)`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: candidates.publicId,
        firstname: candidates.firstname,
        lastname: candidates.lastname,
        email: candidates.email,
        mobile: candidates.mobile,
        linkedinPage: candidates.linkedinPage,
        countryName: countries.nameEn,
        cityName: cities.name,
        cvCount,
      })
      .from(candidates)
      .leftJoin(countries, eq(countries.id, candidates.countryId))
      .leftJoin(cities, eq(cities.id, candidates.cityId))
      .where(where)
      .orderBy(desc(candidates.createdAt), desc(candidates.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(candidates).where(where),
  ]);
  return { items: rows, total: totals[0]?.total ?? 0, page: query.page, size: query.size };
}

export type CandidateRow = typeof candidates.$inferSelect;

/** The caller's own candidate record by public id, or undefined (another recruiter's is invisible). */
export async function findOwnCandidate(db: Queryable, ownerUserId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.publicId, publicId),
        eq(candidates.ownerUserId, ownerUserId),
        isNull(candidates.archivedAt),
      ),
    );
  return row;
}

/** The record of a user applying themself (owner and user are the same person). */
export async function findSelfCandidate(db: Queryable, userId: number) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.userId, userId),
        eq(candidates.ownerUserId, userId),
        isNull(candidates.archivedAt),
      ),
    )
    .orderBy(desc(candidates.id))
    .limit(1);
  return row;
}
