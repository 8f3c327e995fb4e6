import { and, eq } from 'drizzle-orm';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { Queryable } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { planCoversPublishing } from '../../platform/money/plans.ts';

/** `payments.status_id` of a paid payment (the spec's payment status id 1). */
const PAID = 1;

async function postingPaid(db: Queryable, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.jobId, jobId), eq(payments.kind, 'job_posting'), eq(payments.statusId, PAID)),
    )
    .limit(1);
  return Boolean(row);
}

export type PublishingDecision = { statusId: number; checkoutRequired: boolean };

/**
 * The status a save really gives a job (docs/decisions/10-checkout.md). Choosing Open publishes
 * only a job whose posting fee is paid, or that the company's monthly plan covers; otherwise the
 * job waits as Pending payment and the owner is sent to checkout. A job that is open stays open,
 * and one paid once may be paused and reopened freely. Staff follow the same rule.
 */
export async function publishingStatus(
  tx: Queryable,
  job: { companyId: number; id: number | null; currentStatusId: number | null },
  requestedStatusId: number,
  now: Date = new Date(),
): Promise<PublishingDecision> {
  const free = { statusId: requestedStatusId, checkoutRequired: false };
  if (requestedStatusId !== JOB_STATUS.open || job.currentStatusId === JOB_STATUS.open) return free;
  if (job.id !== null && (await postingPaid(tx, job.id))) return free;
  if (await planCoversPublishing(tx, job.companyId, now)) return free;
  return { statusId: JOB_STATUS.pendingPayment, checkoutRequired: true };
}
