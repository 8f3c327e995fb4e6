import { and, eq } from 'drizzle-orm';
import { JOB_FORM_MESSAGES } from '#shared/schemas/job-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { referrals, type jobs } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

type Reward = Pick<typeof jobs.$inferSelect, 'rewardMinor' | 'rewardCurrency'>;

/**
 * A recruiter refers a candidate for the reward the job showed. The hire's reward and invoice are
 * read from the job when the hire is confirmed, so once a recruiter has referred someone the
 * reward may rise but neither fall nor change currency (for staff too): a company could otherwise
 * cut it to a cent just before confirming the hire.
 */
export async function checkRewardNotCut(
  db: Queryable,
  jobId: number,
  current: Reward,
  next: Reward,
): Promise<void> {
  const cut =
    next.rewardCurrency !== current.rewardCurrency || next.rewardMinor < current.rewardMinor;
  if (!cut) return;
  const [referred] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.jobId, jobId), eq(referrals.kind, 'referral')))
    .limit(1);
  if (!referred) return;
  // The field that changed carries the message: the currency, or else the amount.
  const path = next.rewardCurrency !== current.rewardCurrency ? 'rewardCurrency' : 'reward';
  throw badRequest(JOB_FORM_MESSAGES.rewardLocked, [
    { path, message: JOB_FORM_MESSAGES.rewardLocked },
  ]);
}
