import { and, eq, ne, sql } from 'drizzle-orm';
import { parseLinkedin } from '#shared/schemas/referrals.ts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
  return user;
}

/**
 * LinkedIn profiles are stored in one form everywhere, the spec's `{host}/in/{name}/`
 * (`linkedin.com/in/ada/`), whether typed with https, www, a country host or a query; referrals
 * and candidates store the same form. Anything else is kept as typed.
 */
export function normaliseLinkedin(url: string): string {
  const parsed = parseLinkedin(url);
  return parsed.ok ? parsed.value : url.trim();
}

/** 409 `linkedin_taken` when another account has this profile (a unique index backs it up). */
export async function assertLinkedinFree(
  db: Queryable,
  linkedinPage: string,
  exceptUserId?: number,
) {
  const same = eq(sql`lower(${users.linkedinPage})`, linkedinPage.toLowerCase());
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? same : and(same, ne(users.id, exceptUserId)));
  if (taken) throw new AppError(409, 'linkedin_taken', 'This Linkedin Profile Already Registered!');
}
