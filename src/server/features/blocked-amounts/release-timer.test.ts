import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { rewards } from '#server/db/schema/index.ts';
import { markInvoicePaid } from '#server/platform/money/invoices.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { callers, referredJob, rewardById } from './blocked-test-setup.ts';
import { startRewardRelease } from './release-timer.ts';

useTestApp();

describe('the reward release timer', () => {
  it('earns the rewards that fell due, on its own ticks', async () => {
    const { company, member, recruiter } = await callers();
    const held = await (await referredJob(company.id, member, recruiter.user.id)).hire();
    await t.db.transaction((tx) => markInvoicePaid(tx, held.hireInvoiceId));
    // The guarantee ran out while nobody acted: only the timer releases it.
    await t.db
      .update(rewards)
      .set({ guaranteeEndsAt: new Date(Date.now() - 1000) })
      .where(eq(rewards.id, held.id));
    const errors: unknown[] = [];
    const release = startRewardRelease(t.db, (error) => errors.push(error), 20);
    try {
      await expect
        .poll(async () => (await rewardById(held.id)).status, { timeout: 5000 })
        .toBe('earned');
    } finally {
      release.stop();
    }
    expect(errors).toEqual([]);
  });

  it('logs a failure and keeps going instead of throwing', async () => {
    const down = new Error('database away');
    const broken = { transaction: () => Promise.reject(down) } as unknown as Database;
    const errors: unknown[] = [];
    const release = startRewardRelease(broken, (error) => errors.push(error), 60_000);
    try {
      await release.tick();
      await release.tick();
    } finally {
      release.stop();
    }
    expect(errors).toEqual([down, down]);
  });
});
