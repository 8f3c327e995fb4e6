import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { payouts, rewards } from '#server/db/schema/index.ts';
import { holdReward, releaseDueRewards } from '#server/platform/money/rewards.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createPayee } from '#server/test/factories/payee.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createUser } from '#server/test/factories/user.ts';
import { balanceOf, newKey, type Headers } from './test-support.ts';

let t: TestApp;
/** The database errors behind the app's 500s (its logger is off in tests). */
const serverErrors: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.addHook('onError', async (_request, _reply, error) => {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      serverErrors.push(`${cause?.code ?? ''} ${cause?.message ?? error.message}`);
    });
  });
});
afterAll(async () => {
  await t.close();
});

const batch = (headers: Headers, recruiterIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recruiter-payments/batches',
    headers,
    payload: { requestKey: newKey(), currency: 'EUR', recruiterIds },
  });

async function heldFor(companyId: number, recruiterUserId: number) {
  const job = await createJob(t.db, { companyId, rewardMinor: 10_000, rewardCurrency: 'EUR' });
  const { referral } = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: recruiterUserId,
  });
  return holdReward(t.db, { referralId: referral.id, hireCycle: 1, recruiterUserId, job });
}

/** Makes a held reward due (company paid, guarantee over): the timer would release it now. */
async function makeDue(rewardId: number, secondsAgo: number) {
  const at = new Date(Date.now() - secondsAgo * 1000);
  await t.db
    .update(rewards)
    .set({ companyPaidAt: at, guaranteeEndsAt: at })
    .where(eq(rewards.id, rewardId));
}

/** A rejected transaction's Postgres error code (40P01 for a deadlock), else its message. */
const failure = (reason: unknown) =>
  String((reason as { cause?: { code?: string } }).cause?.code ?? reason);

describe('the reward release and a payout batch at the same moment', () => {
  it('take the recruiters’ ledger locks in one order: both succeed, neither deadlocks', async () => {
    const staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    // Alone, the same batch is paid (the control: only the timing below differs).
    const alone = await createPayee(t.db, { country: 'DE', balances: { EUR: 10_000 } });
    expect((await batch(staff, [alone.publicId])).statusCode).toBe(201);
    const outcomes: string[] = [];
    const payees = [];
    for (let round = 0; round < 3; round += 1) {
      // Two recruiters with payable EUR balances (x has the lower id) ...
      const x = await createPayee(t.db, { country: 'DE', balances: { EUR: 10_000 } });
      const y = await createPayee(t.db, { country: 'DE', balances: { EUR: 10_000 } });
      payees.push(x, y);
      // ... and rewards that came due in the last minute: y's, other recruiters', then x's, so
      // that taken by due date the release would credit y before x, the batch x before y.
      const company = await createCompany(t.db);
      const forY = await heldFor(company.id, y.id);
      const others = [];
      for (let i = 0; i < 30; i += 1) {
        const other = await createUser(t.db, { roleId: ROLE.recruiter });
        others.push(await heldFor(company.id, other.id));
      }
      const forX = await heldFor(company.id, x.id);
      await makeDue(forY.id, 50);
      for (const [i, reward] of others.entries()) await makeDue(reward.id, 40 - i);
      await makeDue(forX.id, 5);

      // The minute's timer tick releases them while staff pay x and y in one batch.
      const release = t.db.transaction((tx) => releaseDueRewards(tx));
      await new Promise((resolve) => setTimeout(resolve, 15));
      const paid = batch(staff, [x.publicId, y.publicId]);
      const [releasing, paying] = await Promise.allSettled([release, paid]);
      outcomes.push(
        `release:${releasing.status === 'fulfilled' ? 'ok' : failure(releasing.reason)}` +
          ` batch:${paying.status === 'fulfilled' ? paying.value.statusCode : 'rejected'}`,
      );
    }
    expect({ outcomes, serverErrors }).toEqual({
      serverErrors: [],
      outcomes: ['release:ok batch:201', 'release:ok batch:201', 'release:ok batch:201'],
    });
    // Whichever went first, nothing was lost or paid twice: what the batch paid and what is left
    // make the starting balance and the reward.
    for (const payee of payees) {
      const paidOut = await t.db
        .select({ grossMinor: payouts.grossMinor })
        .from(payouts)
        .where(eq(payouts.recruiterUserId, payee.id));
      expect(paidOut).toHaveLength(1);
      expect((paidOut[0]?.grossMinor ?? 0) + (await balanceOf(t, payee.id, 'EUR'))).toBe(20_000);
    }
    // Three rounds of some hundred rows each: longer than the default on a busy machine.
  }, 120_000);
});
