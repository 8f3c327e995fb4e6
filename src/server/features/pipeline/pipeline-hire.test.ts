import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  notifications,
  pointsLedger,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { move, setup, STATUS } from './pipeline-test-setup.ts';

useTestApp();

describe('pipeline: hire', () => {
  it('needs a confirmation, then credits the referrer once, notifies and shows the hire', async () => {
    const { member, recruiter, referral, job, cv } = await setup();
    const unconfirmed = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired!',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().details).toEqual([
      { path: 'confirmHire', message: 'confirm_hire_required' },
    ]);

    const confirmed = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired!',
      confirmHire: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().credited).toEqual({
      points: 2500,
      amountMinor: 250_000,
      currency: 'USD',
    });
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id));
    expect(ledger).toMatchObject([
      {
        kind: 'reward',
        points: 2500,
        amountMinor: 250_000,
        currency: 'USD',
        referralId: referral.id,
      },
    ]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, recruiter.user.id));
    expect(notes[0]?.title).toContain('2500');
    const [row] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(row?.hiredAt).toBeInstanceOf(Date);

    const jobs = await t.app.inject({ url: '/api/pipeline/jobs', headers: member.headers });
    expect(jobs.json().items[0]).toMatchObject({ id: job.publicId, hireCount: 1 });
    const points = await t.app.inject({ url: '/api/points/balance', headers: recruiter.headers });
    expect(points.statusCode).toBe(200);
    expect(JSON.stringify(points.json())).toContain('2500');

    const again = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Again',
      confirmHire: true,
    });
    expect(again.statusCode).toBe(409);
    const away = await move(referral.publicId, member.headers, {
      statusId: STATUS.offer,
      note: 'Undo',
      cvFileId: cv.publicId,
    });
    expect(away.statusCode).toBe(409);
  });

  it('credits once when the same hire is confirmed twice at the same time', async () => {
    const { member, recruiter, referral } = await setup();
    const payload = { statusId: STATUS.hire, note: 'Hired', confirmHire: true };
    const results = await Promise.all([
      move(referral.publicId, member.headers, payload),
      move(referral.publicId, member.headers, payload),
      move(referral.publicId, member.headers, payload),
    ]);
    const codes = results.map((result) => result.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const conflictBody = results.find((result) => result.statusCode === 409)?.json();
    expect(conflictBody).toMatchObject({
      code: 'conflict',
      message: 'This hire has already been confirmed',
    });
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id));
    expect(ledger).toHaveLength(1);
    const history = await t.db
      .select()
      .from(referralStatusHistory)
      .where(eq(referralStatusHistory.referralId, referral.id));
    expect(history).toHaveLength(1);
  });

  it('lets staff reverse a hire with a reversing row; members and twice are refused', async () => {
    const { member, recruiter, referral } = await setup();
    await move(referral.publicId, member.headers, {
      statusId: STATUS.interviews,
      note: 'Interviews',
    });
    await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired',
      confirmHire: true,
    });
    const url = `/api/pipeline/applications/${referral.publicId}/reverse-hire`;
    const byMember = await t.app.inject({
      method: 'POST',
      url,
      headers: member.headers,
      payload: { note: 'Oops' },
    });
    expect(byMember.statusCode).toBe(403);

    const admin = await t.loginAs({ roleId: ROLE.admin });
    const noNote = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: {} });
    expect(noNote.statusCode).toBe(400);
    const reversed = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { note: 'Candidate withdrew in week one' },
    });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().application).toMatchObject({
      statusId: STATUS.interviews,
      hiredAt: null,
      rewardReversed: true,
    });
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id));
    const reward = ledger.find((entry) => entry.kind === 'reward');
    const reversal = ledger.find((entry) => entry.kind === 'reversal');
    expect(reward?.points).toBe(2500);
    expect(reversal).toMatchObject({
      points: -2500,
      amountMinor: -250_000,
      reversesEntryId: reward?.id,
    });
    expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);

    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { note: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
  });
});
