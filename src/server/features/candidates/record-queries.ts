import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type { Queryable } from '../../db/client.ts';
import { candidates, educationLevels, referrals, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';

/** Whose records a caller sees: one owner (a recruiter), or everyone's (staff: `null`). */
export type OwnerScope = number | null;

/** Staff see every record; anyone else (recruiters) only the records they own. */
export const scopeOf = (auth: AuthContext): OwnerScope =>
  auth.roleId === ROLE.admin ? null : auth.userId;

export const ownerName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

export const referralCount = sql<number>`(select count(*)::int from ${referrals} r where r.candidate_id = ${candidates.id})`;

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
