import type { Queryable } from '#server/db/client.ts';
import { companies, companyMembers } from '#server/db/schema/index.ts';
import { unique } from './unique.ts';

export type CompanyOptions = Partial<typeof companies.$inferInsert> & {
  /** Users who join as owners, in this order, before the plain members. */
  ownerIds?: number[];
  /** Users who join as plain members. */
  memberIds?: number[];
};

/** Inserts a company (and its members); anything can be overridden. */
export async function createCompany(db: Queryable, options: CompanyOptions = {}) {
  const { ownerIds = [], memberIds = [], ...values } = options;
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${unique()}`, ...values })
    .returning();
  if (!company) throw new Error('createCompany failed');
  for (const userId of ownerIds)
    await createCompanyMember(db, { companyId: company.id, userId, isOwner: true });
  for (const userId of memberIds) await createCompanyMember(db, { companyId: company.id, userId });
  return company;
}

/** Adds a user to a company (not an owner unless asked). */
export async function createCompanyMember(
  db: Queryable,
  options: { companyId: number; userId: number; isOwner?: boolean },
) {
  const [member] = await db.insert(companyMembers).values(options).returning();
  if (!member) throw new Error('createCompanyMember failed');
  return member;
}
