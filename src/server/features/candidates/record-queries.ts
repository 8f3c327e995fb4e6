import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { CandidateRecord, CandidateRecordExportQuery } from '#shared/schemas/candidates.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  cities,
  countries,
  educationLevels,
  files,
  referrals,
  users,
} from '../../db/schema/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Whose records a caller sees: one owner (a recruiter), or everyone's (staff: `null`). */
export type OwnerScope = number | null;

const ownerName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

const SORT_COLUMNS = {
  name: sql`lower(${candidates.firstname} || ' ' || ${candidates.lastname})`,
  email: sql`lower(${candidates.email})`,
  mobile: candidates.mobile,
  country: countries.nameEn,
  educationLevel: educationLevels.sortOrder,
  createdAt: candidates.createdAt,
  owner: sql`lower(${ownerName})`,
} as const;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function whereOf(scope: OwnerScope, query: CandidateRecordExportQuery) {
  const filters: SQL[] = [isNull(candidates.archivedAt)];
  if (scope !== null) {
    filters.push(eq(candidates.ownerUserId, scope));
    // A recruiter's own applicant record (owner and candidate are the same user) is not a candidate of theirs.
    const notSelf = or(isNull(candidates.userId), sql`${candidates.userId} <> ${scope}`);
    if (notSelf) filters.push(notSelf);
  }
  if (query.countryId) filters.push(eq(candidates.countryId, query.countryId));
  if (query.educationLevelId) filters.push(eq(candidates.educationLevelId, query.educationLevelId));
  if (query.createdFrom)
    filters.push(gte(candidates.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)));
  if (query.createdTo) filters.push(lt(candidates.createdAt, nextDay(query.createdTo)));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const match = or(
      ilike(sql`${candidates.firstname} || ' ' || ${candidates.lastname}`, pattern),
      ilike(candidates.email, pattern),
      ilike(candidates.mobile, pattern),
    );
    if (match) filters.push(match);
  }
  if (scope === null && query.owner) {
    const pattern = `%${escapeLike(query.owner)}%`;
    const match = or(ilike(ownerName, pattern), ilike(users.email, pattern));
    if (match) filters.push(match);
  }
  return and(...filters);
}

const referralCount = sql<number>`(select count(*)::int from ${referrals} r where r.candidate_id = ${candidates.id})`;
const cvCount = sql<number>`(select count(*)::int from ${files} f where f.candidate_id = ${candidates.id} and f.file_type_id = ${FILE_TYPE.candidateCv} and f.deleted_at is null)`;

/** A page of candidate records (or the export, `size` = the limit), sorted and filtered in SQL. */
export async function listCandidateRecords(
  db: Queryable,
  scope: OwnerScope,
  query: CandidateRecordExportQuery & { page?: number; size?: number },
  limit: number,
) {
  const tr = query.lang === 'tr';
  const where = whereOf(scope, query);
  const page = query.page ?? 1;
  const size = query.size ?? limit;
  const column = SORT_COLUMNS[query.sort];
  const order = query.order === 'asc' ? asc(column) : desc(column);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: candidates.publicId,
        firstname: candidates.firstname,
        lastname: candidates.lastname,
        email: candidates.email,
        mobile: candidates.mobile,
        linkedinPage: candidates.linkedinPage,
        countryName: tr ? countries.nameTr : countries.nameEn,
        cityName: cities.name,
        educationLevelName: tr ? educationLevels.nameTr : educationLevels.nameEn,
        ownerId: users.publicId,
        ownerName,
        referralCount,
        cvCount,
        createdAt: candidates.createdAt,
      })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.ownerUserId))
      .leftJoin(countries, eq(countries.id, candidates.countryId))
      .leftJoin(cities, eq(cities.id, candidates.cityId))
      .leftJoin(educationLevels, eq(educationLevels.id, candidates.educationLevelId))
      .where(where)
      .orderBy(sql`${order} nulls last`, desc(candidates.id))
      .limit(size)
      .offset((page - 1) * size),
    // Only the joins the filters use: owner (staff text filter); the others never narrow.
    db
      .select({ total: count() })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.ownerUserId))
      .where(where),
  ]);
  const items: CandidateRecord[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: totals[0]?.total ?? 0, page, size };
}

/** A record by public id within the caller's scope (another recruiter's is invisible: 404). */
export async function findCandidateRecord(db: Queryable, scope: OwnerScope, publicId: string) {
  const filters: SQL[] = [eq(candidates.publicId, publicId), isNull(candidates.archivedAt)];
  if (scope !== null) filters.push(eq(candidates.ownerUserId, scope));
  const [row] = await db
    .select({ candidate: candidates, ownerId: users.publicId, ownerName, referralCount })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.ownerUserId))
    .where(and(...filters));
  return row;
}

export async function listEducationLevels(db: Queryable, lang: 'en' | 'tr') {
  const rows = await db
    .select()
    .from(educationLevels)
    .where(eq(educationLevels.active, true))
    .orderBy(asc(educationLevels.sortOrder), asc(educationLevels.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: lang === 'tr' ? row.nameTr : row.nameEn,
  }));
}
