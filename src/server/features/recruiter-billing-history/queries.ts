import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
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
