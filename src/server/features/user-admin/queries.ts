import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AdminUser, UserDetail } from '#shared/schemas/user-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { pointsBalances } from '../../platform/points-balance.ts';
import {
  candidates,
  cities,
  companies,
  companyMembers,
  countries,
  referrals,
  users,
} from '../../db/schema/index.ts';

/** The columns of the list and of the detail. */
export const listColumns = {
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

export async function findUser(db: Queryable, publicId: string) {
  const [row] = await db.select().from(users).where(eq(users.publicId, publicId));
  return row;
}

/** Profile, current company memberships, referral and point totals of one user. */
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
      .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)))
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
    pointsBalances(db, userId),
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
    balances: points,
  };
}
