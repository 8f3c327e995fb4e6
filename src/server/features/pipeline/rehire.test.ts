import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { pointsLedger } from '../../db/schema/index.ts';
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
  const ledger = () =>
    t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id))
      .orderBy(asc(pointsLedger.id));
  return { referral, hire, reverse, ledger };
}

describe('pipeline: a reversed hire may be hired again', () => {
  it('credits, debits, credits again once; the board shows the new reward standing', async () => {
    const { hire, reverse, ledger } = await setup();
    expect((await hire()).statusCode).toBe(200);
    expect((await reverse()).statusCode).toBe(200);

    const again = await hire();
    expect(again.statusCode).toBe(200);
    expect(again.json().credited).toEqual({ points: 2500, amountMinor: 250_000, currency: 'USD' });
    expect(again.json().application).toMatchObject({ statusId: HIRE, rewardReversed: false });
    expect((await hire()).statusCode).toBe(409);

    const rows = await ledger();
    expect(rows.map((row) => [row.kind, row.points, row.hireCycle])).toEqual([
      ['reward', 2500, 1],
      ['reversal', -2500, 1],
      ['reward', 2500, 2],
    ]);
    expect(rows[1]?.reversesEntryId).toBe(rows[0]?.id);
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(2500);

    // The second hire can be reversed in its turn: the reversal points at the second reward.
    const second = await reverse();
    expect(second.statusCode).toBe(200);
    expect(second.json().reversal.points).toBe(-2500);
    const after = await ledger();
    expect(after[3]).toMatchObject({ kind: 'reversal', reversesEntryId: after[2]?.id });
    expect(after.reduce((sum, row) => sum + row.points, 0)).toBe(0);
  });

  it('credits the re-hire exactly once when it is confirmed twice at the same time', async () => {
    const { hire, reverse, ledger } = await setup();
    await hire();
    await reverse();
    const results = await Promise.all([hire(), hire()]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const rewards = (await ledger()).filter((row) => row.kind === 'reward');
    expect(rewards.map((row) => row.hireCycle)).toEqual([1, 2]);
  });

  it('the ledger itself refuses a second reward for the same hire cycle', async () => {
    const { referral, hire } = await setup();
    await hire();
    const [reward] = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.referralId, referral.id));
    if (!reward) throw new Error('no reward');
    const { id: _id, createdAt: _createdAt, ...copy } = reward;
    const duplicate = await t.db
      .insert(pointsLedger)
      .values(copy)
      .then(
        () => null,
        (error: unknown) => uniqueViolation(error),
      );
    expect(duplicate).toBe('points_ledger_reward_once_uq');
    // The next cycle is its own once-only credit.
    await t.db.insert(pointsLedger).values({ ...copy, hireCycle: 2 });
  });
});
