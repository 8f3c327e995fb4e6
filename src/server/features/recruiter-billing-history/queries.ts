import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { payouts, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isStaff } from '../../platform/company-access.ts';

/** A payout when the caller may read it: staff any, a recruiter their own; others "not found". */
export async function payoutForCaller(db: Queryable, auth: AuthContext, publicId: string) {
  const [payout] = await db.select().from(payouts).where(eq(payouts.publicId, publicId));
  if (!payout || (!isStaff(auth) && payout.recruiterUserId !== auth.userId))
    throw notFound('Payout not found');
  return payout;
}

/** The language a document is drawn in: the one asked for, else the caller's own. */
export async function documentLanguage(
  db: Queryable,
  userId: number,
  requested: 'en' | 'tr' | undefined,
): Promise<'en' | 'tr'> {
  if (requested) return requested;
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user?.language === 'tr' ? 'tr' : 'en';
}
