import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
  return user;
}

/** LinkedIn profiles are stored as `https://www.linkedin.com/in/{name}/`. */
export function normaliseLinkedin(url: string): string {
  const name = /linkedin\.com\/in\/([A-Za-z0-9_-]+)/i.exec(url)?.[1];
  return name ? `https://www.linkedin.com/in/${name}/` : url.trim();
}
