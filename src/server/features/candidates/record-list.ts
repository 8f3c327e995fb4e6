import { and, count, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { formatDate } from '#shared/format/date.ts';
import {
  candidateRecordExportQuerySchema,
  candidateRecordListQuerySchema,
  candidateRecordListResponseSchema,
  type CandidateRecord,
  type CandidateRecordListQuery,
} from '#shared/schemas/candidates.ts';
import type { Queryable } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import {
  candidates,
  cities,
  countries,
  educationLevels,
  files,
  users,
} from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { ownerName, referralCount, scopeOf, type OwnerScope } from './record-queries.ts';

type Query = CandidateRecordListQuery;

const cvCount = sql<number>`(select count(*)::int from ${files} f where f.candidate_id = ${candidates.id} and f.file_type_id = ${FILE_TYPE.candidateCv} and f.deleted_at is null)`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

const select = (db: Queryable, query: Query) => {
  const tr = query.lang === 'tr';
  return db
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
    .leftJoin(educationLevels, eq(educationLevels.id, candidates.educationLevelId));
};
type Row = Awaited<ReturnType<typeof select>>[number];

function where(query: Query, scope: OwnerScope) {
  const filters: (SQL | undefined)[] = [isNull(candidates.archivedAt)];
  if (scope !== null) {
    filters.push(eq(candidates.ownerUserId, scope));
    // A recruiter's own applicant record (owner and candidate are the same user) is not a candidate of theirs.
    filters.push(or(isNull(candidates.userId), sql`${candidates.userId} <> ${scope}`));
  }
  if (query.countryId) filters.push(eq(candidates.countryId, query.countryId));
  if (query.educationLevelId) filters.push(eq(candidates.educationLevelId, query.educationLevelId));
  if (query.createdFrom)
    filters.push(gte(candidates.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)));
  if (query.createdTo) filters.push(lt(candidates.createdAt, nextDay(query.createdTo)));
  filters.push(
    textMatch(query.q, [
      sql`${candidates.firstname} || ' ' || ${candidates.lastname}`,
      candidates.email,
      candidates.mobile,
    ]),
  );
  if (scope === null && query.owner) {
    const pattern = `%${escapeLike(query.owner)}%`;
    filters.push(or(ilike(ownerName, pattern), ilike(users.email, pattern)));
  }
  return and(...filters);
}

/**
 * The candidate records list (menu `candidates`) under `base`: staff see every record with its
 * owner, anyone else (recruiters) only the records they own.
 */
export const candidateRecordList = (
  base: string,
): ListResource<Query, OwnerScope, Row, CandidateRecord> => ({
  base,
  tags: ['candidates'],
  rights: { menu: 'candidates' },
  schemas: {
    query: candidateRecordListQuerySchema,
    exportQuery: candidateRecordExportQuerySchema,
    page: candidateRecordListResponseSchema,
  },
  scope: ({ auth }) => scopeOf(auth),
  select,
  // Only the joins the filters use: owner (staff text filter); the others never narrow. Every
  // record has an owner, so a left join counts the same rows and is dropped when unused.
  count: (db) =>
    db
      .select({ value: count() })
      .from(candidates)
      .leftJoin(users, eq(users.id, candidates.ownerUserId)),
  // Referral and CV counts cost a query a row: computed for the page's rows only. Every record
  // has an owner, so a left join finds the same rows, and PostgreSQL drops it when unused.
  keys: (db) =>
    db
      .select({ key: candidates.id })
      .from(candidates)
      .leftJoin(users, eq(users.id, candidates.ownerUserId))
      .leftJoin(countries, eq(countries.id, candidates.countryId))
      .leftJoin(educationLevels, eq(educationLevels.id, candidates.educationLevelId)),
  where,
  sorts: () => ({
    name: sql`lower(${candidates.firstname} || ' ' || ${candidates.lastname})`,
    email: sql`lower(${candidates.email})`,
    mobile: candidates.mobile,
    country: countries.nameEn,
    educationLevel: educationLevels.sortOrder,
    createdAt: candidates.createdAt,
    owner: sql`lower(${ownerName})`,
  }),
  tieBreak: { column: candidates.id, order: 'desc' },
  toItem: (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  csv: {
    fileName: 'candidates.csv',
    header: (_query, scope) => [
      ...['First name', 'Last name', 'E-mail', 'Mobile', 'LinkedIn', 'Country', 'City'],
      ...['Education level', 'Referrals', 'Created'],
      ...(scope === null ? ['Owner'] : []),
    ],
    row: (row, _query, scope) => [
      row.firstname,
      row.lastname,
      row.email,
      row.mobile,
      row.linkedinPage,
      row.countryName,
      row.cityName,
      row.educationLevelName,
      row.referralCount,
      formatDate(row.createdAt),
      ...(scope === null ? [row.ownerName] : []),
    ],
  },
});
