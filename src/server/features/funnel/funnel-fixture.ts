import { referralStatusHistory } from '../../db/schema/index.ts';
import { CANDIDATE_STATUS } from '../../db/seed/data/lookups.ts';
import type { TestApp } from '../../test/app.ts';
import { createReferral } from '#server/test/factories/referral.ts';

const DAY_MS = 86_400_000;
export const DAY_S = 86_400;

/** A referral created `createdDaysAgo` days ago that moved to each status on the given day after it. */
export async function referralWithMoves(
  t: TestApp,
  options: {
    jobId: number;
    referrerUserId: number;
    changedByUserId: number;
    createdDaysAgo: number;
    moves: [day: number, statusId: number][];
  },
) {
  const created = new Date(Date.now() - options.createdDaysAgo * DAY_MS);
  const last = options.moves.at(-1)?.[1] ?? CANDIDATE_STATUS.screening;
  const { referral } = await createReferral(t.db, {
    jobId: options.jobId,
    referrerUserId: options.referrerUserId,
    statusId: last,
    createdAt: created,
  });
  const steps: { day: number; statusId: number }[] = [
    { day: 0, statusId: CANDIDATE_STATUS.screening },
    ...options.moves.map(([day, statusId]) => ({ day, statusId })),
  ];
  await t.db.insert(referralStatusHistory).values(
    steps.map((step, index) => ({
      referralId: referral.id,
      fromStatusId: steps[index - 1]?.statusId ?? null,
      toStatusId: step.statusId,
      changedByUserId: options.changedByUserId,
      changedAt: new Date(created.getTime() + step.day * DAY_MS),
    })),
  );
  return referral;
}
