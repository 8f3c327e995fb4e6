import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { pointsLedger, rewards } from '#server/db/schema/index.ts';
import { markInvoicePaid } from '#server/platform/money/invoices.ts';
import { releaseDueRewards } from '#server/platform/money/rewards.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const HIRE = 6;
const REJECTED = 9;

describe('points: the reward summary', () => {
  it('keeps USD and EUR apart everywhere: balances, potential, pending, earned, paid', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await createCompany(t.db, { memberIds: [member.user.id] });
    const job = (rewardMinor: number, rewardCurrency: string, statusId: number = JOB_STATUS.open) =>
      createJob(t.db, { companyId: company.id, rewardMinor, rewardCurrency, statusId });
    const refer = async (jobId: number, statusId = 5) =>
      (await createReferral(t.db, { jobId, referrerUserId: recruiter.user.id, statusId })).referral;
    const hire = async (referralPublicId: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/pipeline/applications/${referralPublicId}/move`,
        headers: member.headers,
        payload: { statusId: HIRE, note: 'Hired', confirmHire: true },
      });
      expect(response.statusCode).toBe(200);
    };

    // Potential: in progress on open jobs; not rejected ones, nor jobs that are not open.
    await refer((await job(30_000, 'USD')).id);
    await refer((await job(40_000, 'EUR')).id);
    await refer((await job(99_000, 'EUR')).id, REJECTED);
    await refer((await job(88_000, 'USD', JOB_STATUS.paused)).id);
    // Earned in both currencies: the hires are paid for and their guarantees are over.
    const usd = await refer((await job(75_000, 'USD')).id);
    const eur = await refer((await job(75_000, 'EUR')).id);
    await hire(usd.publicId);
    await hire(eur.publicId);
    const held = await t.db
      .select()
      .from(rewards)
      .where(eq(rewards.recruiterUserId, recruiter.user.id));
    await t.db
      .update(rewards)
      .set({ guaranteeEndsAt: new Date(Date.now() - 1000) })
      .where(eq(rewards.recruiterUserId, recruiter.user.id));
    for (const reward of held)
      await t.db.transaction((tx) => markInvoicePaid(tx, reward.hireInvoiceId ?? 0));
    await t.db.transaction((tx) => releaseDueRewards(tx));
    // Pending in EUR, company not paid yet.
    const pending = await refer((await job(20_000, 'EUR')).id);
    await hire(pending.publicId);
    // A payout of $250 and a returned payout of $100 (the bank sent it back).
    await t.db.insert(pointsLedger).values([
      {
        userId: recruiter.user.id,
        kind: 'payout',
        points: -250,
        amountMinor: -25_000,
        currency: 'USD',
      },
      {
        userId: recruiter.user.id,
        kind: 'payout_return',
        points: 100,
        amountMinor: 10_000,
        currency: 'USD',
      },
    ]);

    const balance = await t.app.inject({ url: '/api/points/balance', headers: recruiter.headers });
    expect(balance.json()).toEqual({
      balances: [
        { currency: 'EUR', amountMinor: 75_000, points: 750 },
        { currency: 'USD', amountMinor: 60_000, points: 600 },
      ],
    });
    const summary = await t.app.inject({ url: '/api/points/summary', headers: recruiter.headers });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().totals).toEqual([
      {
        currency: 'EUR',
        potentialMinor: 40_000,
        pendingMinor: 20_000,
        earnedMinor: 75_000,
        paidMinor: 0,
      },
      {
        currency: 'USD',
        potentialMinor: 30_000,
        pendingMinor: 0,
        earnedMinor: 60_000,
        paidMinor: 15_000,
      },
    ]);
    const [row] = summary.json().pending;
    expect(row).toMatchObject({ amountMinor: 20_000, currency: 'EUR', companyPaid: false });
    expect(new Date(row.guaranteeEndsAt).getTime()).toBeGreaterThan(Date.now());

    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const empty = await t.app.inject({ url: '/api/points/summary', headers: other.headers });
    expect(empty.json()).toEqual({ totals: [], pending: [] });
  });
});
