import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { Queryable } from '#server/db/client.ts';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { blockedAmounts, jobs, rewards } from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createUser } from '#server/test/factories/user.ts';
import { waitForLockWaiters } from '#server/test/lock-waiters.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

// The blocked amounts' rows are kept by triggers on rewards and jobs (migration 0039): a row per
// pending reward, and one per commitment, an open job with a reward and none of its rewards held
// (pending or earned), which the job's `held_rewards` counts.

type Status = 'pending' | 'earned' | 'cancelled';

async function jobWithReferrals(referralCount: number) {
  const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
  const company = await createCompany(t.db);
  const job = await createJob(t.db, {
    companyId: company.id,
    rewardMinor: 100_000,
    rewardCurrency: 'EUR',
  });
  const referralIds: number[] = [];
  for (let index = 0; index < referralCount; index += 1) {
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.id,
      statusId: 6,
    });
    referralIds.push(referral.id);
  }
  const reward = (db: Queryable, referralId: number, status: Status = 'pending') =>
    db
      .insert(rewards)
      .values({
        referralId,
        hireCycle: 1,
        recruiterUserId: recruiter.id,
        companyId: company.id,
        jobId: job.id,
        amountMinor: 90_000,
        currency: 'EUR',
        status,
        hiredAt: new Date(),
        guaranteeEndsAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: rewards.id })
      .then(([row]) => row?.id as number);
  return { job, referralIds, reward };
}

const heldOf = async (jobId: number) => {
  const [row] = await t.db.select({ held: jobs.heldRewards }).from(jobs).where(eq(jobs.id, jobId));
  return row?.held;
};

const rowsOf = (jobId: number) =>
  t.db
    .select({
      kind: blockedAmounts.kind,
      state: blockedAmounts.state,
      amountMinor: blockedAmounts.amountMinor,
      currency: blockedAmounts.currency,
    })
    .from(blockedAmounts)
    .where(eq(blockedAmounts.jobId, jobId))
    .orderBy(blockedAmounts.kind);

const committed = (amountMinor: number) => ({
  kind: 1,
  state: 'committed',
  amountMinor,
  currency: 'EUR',
});

const setJob = (jobId: number, values: Partial<typeof jobs.$inferInsert>) =>
  t.db.update(jobs).set(values).where(eq(jobs.id, jobId));

const setStatus = (db: Queryable, ids: number[], status: Status) =>
  db.update(rewards).set({ status }).where(inArray(rewards.id, ids));

describe("a job's held rewards", () => {
  it('counts pending and earned rewards as they are written, cancelled and deleted ones not', async () => {
    const { job, referralIds, reward } = await jobWithReferrals(3);
    const [a, b, c] = referralIds as [number, number, number];
    expect(await heldOf(job.id)).toBe(0);
    const first = await reward(t.db, a);
    const second = await reward(t.db, b, 'earned');
    const third = await reward(t.db, c, 'cancelled');
    expect(await heldOf(job.id)).toBe(2);
    await setStatus(t.db, [first], 'earned');
    expect(await heldOf(job.id)).toBe(2);
    // One statement changing several rewards: each counted once.
    await setStatus(t.db, [first, second, third], 'cancelled');
    expect(await heldOf(job.id)).toBe(0);
    await setStatus(t.db, [third], 'pending');
    expect(await heldOf(job.id)).toBe(1);
    await t.db.delete(rewards).where(inArray(rewards.id, [first, third]));
    expect(await heldOf(job.id)).toBe(0);
  });

  it("stays exact when two transactions hire for and cancel one job's rewards at once", async () => {
    const { job, referralIds, reward } = await jobWithReferrals(3);
    const [a, b, c] = referralIds as [number, number, number];
    const held = await reward(t.db, a);

    let hiring: Promise<number> | undefined;
    await t.db.transaction(async (cancelling) => {
      await setStatus(cancelling, [held], 'cancelled');
      // A hire of another referral of the job, while the cancel still holds the job's row.
      hiring = t.db.transaction((other) => reward(other, b));
      await waitForLockWaiters(t.pool, 1, 'no statement waited for the job row');
    });
    await hiring;
    expect(await heldOf(job.id)).toBe(1);

    // Two hires at once.
    let second: Promise<number> | undefined;
    await t.db.transaction(async (first) => {
      await setStatus(first, [held], 'pending');
      second = t.db.transaction((other) => reward(other, c));
      await waitForLockWaiters(t.pool, 1, 'no statement waited for the job row');
    });
    await second;
    expect(await heldOf(job.id)).toBe(3);
  });
});

describe('the blocked amounts rows', () => {
  it('keep a row per pending reward and per commitment as rewards and jobs change', async () => {
    const { job, referralIds, reward } = await jobWithReferrals(1);
    expect(await rowsOf(job.id)).toEqual([committed(100_000)]);
    await setJob(job.id, { rewardMinor: 150_000 });
    expect(await rowsOf(job.id)).toEqual([committed(150_000)]);

    const held = await reward(t.db, referralIds[0] as number);
    const owed = { kind: 0, state: 'owed', amountMinor: 90_000, currency: 'EUR' };
    expect(await rowsOf(job.id)).toEqual([owed]);
    await t.db.update(rewards).set({ companyPaidAt: new Date() }).where(eq(rewards.id, held));
    expect(await rowsOf(job.id)).toEqual([{ ...owed, state: 'guarantee' }]);
    // Earned: no longer blocked, and still holding the job's reward.
    await setStatus(t.db, [held], 'earned');
    expect(await rowsOf(job.id)).toEqual([]);
    await setStatus(t.db, [held], 'cancelled');
    expect(await rowsOf(job.id)).toEqual([committed(150_000)]);

    await setJob(job.id, { statusId: JOB_STATUS.closed });
    expect(await rowsOf(job.id)).toEqual([]);
    await setJob(job.id, { statusId: JOB_STATUS.open, viewCount: 7 });
    expect(await rowsOf(job.id)).toEqual([committed(150_000)]);
    await t.db.delete(rewards).where(eq(rewards.id, held));
    await setJob(job.id, { rewardMinor: 0 });
    expect(await rowsOf(job.id)).toEqual([]);
  });

  it('gives a job inserted open with a reward its commitment, and takes it away with the job', async () => {
    const company = await createCompany(t.db);
    const open = await createJob(t.db, {
      companyId: company.id,
      rewardMinor: 40_000,
      rewardCurrency: 'EUR',
    });
    const draft = await createJob(t.db, {
      companyId: company.id,
      rewardMinor: 40_000,
      statusId: JOB_STATUS.draft,
    });
    expect(await rowsOf(open.id)).toEqual([committed(40_000)]);
    expect(await rowsOf(draft.id)).toEqual([]);
    await t.db.delete(jobs).where(eq(jobs.id, open.id));
    expect(await rowsOf(open.id)).toEqual([]);
  });
});
