import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsLedger, rewards } from '#server/db/schema/index.ts';
import { markInvoicePaid } from '#server/platform/money/invoices.ts';
import { releaseDueRewards } from '#server/platform/money/rewards.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { callers, referredJob, rewardById } from './blocked-test-setup.ts';
import { startRewardRelease } from './release-timer.ts';

useTestApp();

// One cluster worker runs the release timer (docs/decisions/15-several-processes.md), but releases
// still meet: a payment or a staff action releases in whichever process answers it, and servers
// on several hosts each run a timer. A due reward must be credited once, whoever ticks at once.

async function dueReward() {
  const { company, member, recruiter } = await callers();
  const held = await (await referredJob(company.id, member, recruiter.user.id)).hire();
  await t.db.transaction((tx) => markInvoicePaid(tx, held.hireInvoiceId));
  await t.db
    .update(rewards)
    .set({ guaranteeEndsAt: new Date(Date.now() - 1000) })
    .where(eq(rewards.id, held.id));
  const ledger = () =>
    t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, recruiter.user.id));
  return { held, ledger };
}

describe('the reward release timer in several server processes', () => {
  it('skips a reward another process is releasing, and finds nothing left after it', async () => {
    const { held, ledger } = await dueReward();
    const counts = await t.db.transaction(async (first) => {
      const byFirst = await releaseDueRewards(first);
      // A second process ticks while the first still holds the reward's row lock.
      const bySecond = await t.db.transaction((second) => releaseDueRewards(second));
      return [byFirst, bySecond];
    });
    expect(counts).toEqual([1, 0]);
    expect(await t.db.transaction((third) => releaseDueRewards(third))).toBe(0);
    expect((await rewardById(held.id)).status).toBe('earned');
    expect(await ledger()).toMatchObject([{ kind: 'reward', rewardId: held.id }]);
  });

  it('credits once when four timers tick at the same moment', async () => {
    const { held, ledger } = await dueReward();
    const errors: unknown[] = [];
    const timers = Array.from({ length: 4 }, () =>
      startRewardRelease(t.db, (error) => errors.push(error), 60_000),
    );
    try {
      await Promise.all(timers.map((timer) => timer.tick()));
    } finally {
      for (const timer of timers) timer.stop();
    }
    expect(errors).toEqual([]);
    expect((await rewardById(held.id)).status).toBe('earned');
    expect(await ledger()).toHaveLength(1);
  });
});
