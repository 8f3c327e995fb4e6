import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminUser, UserDetail, UserExportQuery } from '#shared/schemas/user-admin.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  cities,
  companies,
  companyMembers,
  countries,
  pointsLedger,
  referrals,
  users,
} from '../../db/schema/index.ts';

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The columns a caller may sort on; anything else never reaches SQL. */
const SORT_COLUMNS = {
  name: sql`lower(${users.firstname} || ' ' || ${users.lastname})`,
  email: sql`lower(${users.email})`,
  role: users.roleId,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

function whereOf(query: Omit<UserExportQuery, 'sort' | 'order'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.roleId) filters.push(eq(users.roleId, query.roleId));
  if (query.state === 'active')
    filters.push(eq(users.active, true), eq(users.emailConfirmed, true));
  if (query.state === 'inactive') filters.push(eq(users.active, false));
  if (query.state === 'unconfirmed')
    filters.push(eq(users.active, true), eq(users.emailConfirmed, false));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const match = or(
      ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
      ilike(users.email, pattern),
    );
    if (match) filters.push(match);
  }
  return filters.length ? and(...filters) : undefined;
}

const listColumns = {
  id: users.publicId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  roleId: users.roleId,
  active: users.active,
  emailConfirmed: users.emailConfirmed,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

type ListRow = {
  [K in keyof typeof listColumns]: K extends 'createdAt'
    ? Date
    : K extends 'lastLoginAt'
      ? Date | null
      : K extends 'roleId'
        ? number
        : K extends 'active' | 'emailConfirmed'
          ? boolean
          : string;
};

export const toAdminUser = (row: ListRow): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/** The list shape of a full `users` row. */
export const adminUserOf = (row: typeof users.$inferSelect): AdminUser =>
  toAdminUser({
    id: row.publicId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    roleId: row.roleId,
    active: row.active,
    emailConfirmed: row.emailConfirmed,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
  });

/** One page (or, with `limit` and no page, the export) of users; sorted and filtered in SQL. */
export async function listUsers(
  db: Queryable,
  query: UserExportQuery & { page?: number; size?: number },
  limit: number,
) {
  const where = whereOf(query);
  const column = SORT_COLUMNS[query.sort];
  const page = query.page ?? 1;
  const size = query.size ?? limit;
  const order = query.order === 'asc' ? asc(column) : desc(column);
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(sql`${order} nulls last`, desc(users.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: totals[0]?.total ?? 0, page, size };
}

export async function findUser(db: Queryable, publicId: string) {
  const [row] = await db.select().from(users).where(eq(users.publicId, publicId));
  return row;
}

/** Profile, company membership, referral and point totals of one user. */
export async function userDetail(db: Queryable, userId: number): Promise<UserDetail | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      mobile: users.mobile,
      linkedinPage: users.linkedinPage,
      title: users.title,
      language: users.language,
      countryName: countries.nameEn,
      cityName: cities.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const [memberships, referralTotals, candidateTotals, points] = await Promise.all([
    db
      .select({ id: companies.publicId, name: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(asc(companies.name)),
    db
      .select({
        referrals: count(),
        hires: sql<number>`count(*) filter (where ${isNotNull(referrals.hiredAt)})::int`,
      })
      .from(referrals)
      .where(and(eq(referrals.referrerUserId, userId), eq(referrals.kind, 'referral'))),
    db
      .select({ total: count() })
      .from(candidates)
      .where(and(eq(candidates.ownerUserId, userId), isNull(candidates.archivedAt))),
    db
      .select({ balance: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::bigint` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId)),
  ]);
  const { countryName, cityName, mobile, linkedinPage, title, language, ...base } = row;
  return {
    ...toAdminUser(base),
    mobile,
    linkedinPage,
    title,
    language,
    countryName,
    cityName,
    companies: memberships,
    referralCount: referralTotals[0]?.referrals ?? 0,
    hireCount: Number(referralTotals[0]?.hires ?? 0),
    candidateCount: candidateTotals[0]?.total ?? 0,
    pointBalance: Number(points[0]?.balance ?? 0),
  };
}
