import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { invoices, pointsLedger, rewards } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueViolation } from '../../db/database-errors.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';

const HIRE = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setup() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const admin = await t.loginAs({ roleId: ROLE.admin });
  // 250,000 minor units: the reward the points assertions below are computed from.
  const job = await createJob(t.db, {
    company: { memberIds: [member.user.id] },
    rewardMinor: 250_000,
  });
  const { referral } = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: recruiter.user.id,
    statusId: 4,
    withCv: true,
  });
  const hire = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/move`,
      headers: member.headers,
      payload: { statusId: HIRE, note: 'Hired', confirmHire: true },
    });
  const reverse = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/reverse-hire`,
      headers: admin.headers,
      payload: { note: 'Left in week one' },
    });
  const rewardRows = () =>
    t.db
      .select()
      .from(rewards)
      .where(eq(rewards.referralId, referral.id))
      .orderBy(asc(rewards.hireCycle));
  return { recruiter, referral, hire, reverse, rewardRows };
}

describe('pipeline: a reversed hire may be hired again', () => {
  it('holds, cancels, holds again once; the board shows the new reward standing', async () => {
    const { recruiter, hire, reverse, rewardRows } = await setup();
    expect((await hire()).statusCode).toBe(200);
    expect((await reverse()).statusCode).toBe(200);

    const again = await hire();
    expect(again.statusCode).toBe(200);
    expect(again.json().reward).toMatchObject({
      points: 2500,
      amountMinor: 250_000,
      currency: 'USD',
    });
    expect(again.json().application).toMatchObject({ statusId: HIRE, rewardReversed: false });
    expect((await hire()).statusCode).toBe(409);

    const rows = await rewardRows();
    expect(rows.map((row) => [row.hireCycle, row.status, row.cancelReason])).toEqual([
      [1, 'cancelled', 'reversed'],
      [2, 'pending', null],
    ]);
    // Each cycle has its own hire invoice; only the first one is credited.
    const hireInvoices = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.kind, 'hire'))
      .orderBy(asc(invoices.id));
    const mine = hireInvoices.filter((row) => rows.some((r) => r.hireInvoiceId === row.id));
    expect(mine.map((row) => row.status)).toEqual(['credited', 'unpaid']);

    // The second hire can be reversed in its turn: the second reward is cancelled.
    const second = await reverse();
    expect(second.statusCode).toBe(200);
    expect(second.json().reversal.points).toBe(-2500);
    expect((await rewardRows()).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id));
    expect(ledger).toEqual([]);
  });

  it('holds the re-hire exactly once when it is confirmed twice at the same time', async () => {
    const { hire, reverse, rewardRows } = await setup();
    await hire();
    await reverse();
    const results = await Promise.all([hire(), hire()]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect((await rewardRows()).map((row) => row.hireCycle)).toEqual([1, 2]);
  });

  it('the database itself refuses a second reward for the same hire cycle', async () => {
    const { hire, rewardRows } = await setup();
    await hire();
    const [reward] = await rewardRows();
    if (!reward) throw new Error('no reward');
    const { id: _id, publicId: _publicId, createdAt: _createdAt, ...copy } = reward;
    const duplicate = await t.db
      .insert(rewards)
      .values(copy)
      .then(
        () => null,
        (error: unknown) => uniqueViolation(error),
      );
    expect(duplicate).toBe('rewards_hire_once_uq');
    // The next cycle is its own once-only reward.
    await t.db.insert(rewards).values({ ...copy, hireCycle: 2 });
  });
});
