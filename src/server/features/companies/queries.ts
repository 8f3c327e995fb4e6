import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { CompanyDetail, CompanyMember } from '#shared/schemas/companies.ts';
import type { Queryable } from '../../db/client.ts';
import { companies, companyMembers, files, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';

/** Current members of a company, owners first. */
export async function companyMemberList(
  db: Queryable,
  companyId: number,
): Promise<CompanyMember[]> {
  const rows = await db
    .select({
      userId: users.publicId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      isOwner: companyMembers.isOwner,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)))
    .orderBy(desc(companyMembers.isOwner), asc(companyMembers.createdAt), asc(users.id));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

export type CompanyRow = typeof companies.$inferSelect;

export async function companyByPublicId(db: Queryable, publicId: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.publicId, publicId));
  if (!row) throw notFound('Company not found');
  return row;
}

/** The company with its logo URL and current members. */
export async function companyDetail(db: Queryable, companyId: number): Promise<CompanyDetail> {
  const [row] = await db
    .select({ company: companies, logoId: files.publicId })
    .from(companies)
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company not found');
  const c = row.company;
  return {
    id: c.publicId,
    name: c.name,
    website: c.website,
    industryId: c.industryId,
    countryId: c.countryId,
    cityId: c.cityId,
    companySize: (c.companySize as CompanyDetail['companySize']) ?? null,
    defaultCurrency: c.defaultCurrency,
    description: c.description,
    active: c.active,
    logoUrl: row.logoId ? fileUrl(row.logoId) : null,
    paymentCustomerId: c.paymentCustomerId,
    members: await companyMemberList(db, c.id),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
