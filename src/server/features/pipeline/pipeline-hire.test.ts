import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  invoices,
  notifications,
  pointsLedger,
  referralStatusHistory,
  referrals,
  rewards,
} from '../../db/schema/index.ts';
import { markInvoicePaid } from '../../platform/money/invoices.ts';
import { releaseDueRewards } from '../../platform/money/rewards.ts';
import { createApplication } from '#server/test/factories/referral.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { move, setup, STATUS } from './pipeline-test-setup.ts';

useTestApp();

const DAY = 86_400_000;

const rewardsOf = (referralId: number) =>
  t.db.select().from(rewards).where(eq(rewards.referralId, referralId));
const ledgerOf = (userId: number) =>
  t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));

describe('pipeline: hire', () => {
  it('a hired applicant (no referrer) earns no reward and the company is invoiced nothing', async () => {
    const { member, job, company } = await setup();
    const applicant = await t.loginAs({ roleId: ROLE.candidate });
    const { referral } = await createApplication(t.db, {
      jobId: job.id,
      userId: applicant.user.id,
    });
    const hired = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired!',
      confirmHire: true,
    });
    expect(hired.statusCode).toBe(200);
    expect(hired.json().reward).toBeNull();
    expect(await rewardsOf(referral.id)).toEqual([]);
    expect(await ledgerOf(applicant.user.id)).toEqual([]);
    const billed = await t.db.select().from(invoices).where(eq(invoices.companyId, company.id));
    expect(billed).toEqual([]);
  });

  it('needs a confirmation, then holds the reward once: pending, invoiced, not yet on the ledger', async () => {
    const { member, recruiter, referral, job, cv, company } = await setup();
    const unconfirmed = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired!',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().details).toEqual([
      { path: 'confirmHire', message: 'confirm_hire_required' },
    ]);

    const before = Date.now();
    const confirmed = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired!',
      confirmHire: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const reward = confirmed.json().reward;
    expect(reward).toMatchObject({ points: 2500, amountMinor: 250_000, currency: 'USD' });
    // The default guarantee period: 90 days from the confirmation.
    const ends = new Date(reward.guaranteeEndsAt).getTime();
    expect(ends - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(ends - Date.now()).toBeLessThanOrEqual(90 * DAY);

    const [held] = await rewardsOf(referral.id);
    expect(held).toMatchObject({
      status: 'pending',
      hireCycle: 1,
      recruiterUserId: recruiter.user.id,
      companyId: company.id,
      amountMinor: 250_000,
      currency: 'USD',
      companyPaidAt: null,
    });
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, held?.hireInvoiceId ?? 0));
    expect(invoice).toMatchObject({ kind: 'hire', status: 'unpaid', netMinor: 250_000 });
    // Nothing is payable before the guarantee ends and the company pays.
    expect(await ledgerOf(recruiter.user.id)).toEqual([]);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, recruiter.user.id));
    expect(notes[0]?.title).toContain('$2,500');
    expect(notes[0]?.title).toContain('pending');
    const [row] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(row?.hiredAt).toBeInstanceOf(Date);

    const jobs = await t.app.inject({ url: '/api/pipeline/jobs', headers: member.headers });
    expect(jobs.json().items[0]).toMatchObject({ id: job.publicId, hireCount: 1 });
    const points = await t.app.inject({ url: '/api/points/balance', headers: recruiter.headers });
    expect(points.statusCode).toBe(200);
    expect(points.json().balances).toEqual([]);

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
    expect(await rewardsOf(referral.id)).toHaveLength(1);
  });

  it('holds one reward and one invoice when the same hire is confirmed three times at once', async () => {
    const { member, referral } = await setup();
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
    expect(await rewardsOf(referral.id)).toHaveLength(1);
    const hireInvoices = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.referralId, referral.id), eq(invoices.kind, 'hire')));
    expect(hireInvoices).toHaveLength(1);
    const history = await t.db
      .select()
      .from(referralStatusHistory)
      .where(eq(referralStatusHistory.referralId, referral.id));
    expect(history).toHaveLength(1);
  });

  it('lets staff reverse a hire inside the guarantee: reward cancelled, invoice credited', async () => {
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
    expect(reversed.json().reversal).toEqual({
      points: -2500,
      amountMinor: -250_000,
      currency: 'USD',
    });
    const [cancelled] = await rewardsOf(referral.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'reversed' });
    const invoiceRows = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.referralId, referral.id));
    expect(invoiceRows.map((row) => [row.kind, row.status, row.netMinor]).sort()).toEqual([
      ['credit_note', 'issued', -250_000],
      ['hire', 'credited', 250_000],
    ]);
    expect(await ledgerOf(recruiter.user.id)).toEqual([]);

    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { note: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to reverse a hire whose reward is earned (the guarantee period has ended)', async () => {
    const { member, recruiter, referral, job } = await setup();
    await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired',
      confirmHire: true,
    });
    const [held] = await rewardsOf(referral.id);
    if (!held?.hireInvoiceId) throw new Error('no held reward');
    const paidAt = new Date(Date.now() - 1000);
    await t.db
      .update(rewards)
      .set({ guaranteeEndsAt: new Date(Date.now() - 2000) })
      .where(eq(rewards.id, held.id));
    await t.db.transaction((tx) => markInvoicePaid(tx, held.hireInvoiceId ?? 0, paidAt));
    await t.db.transaction((tx) => releaseDueRewards(tx));
    const [earned] = await rewardsOf(referral.id);
    expect(earned?.status).toBe('earned');
    // The board says so: the reverse action is not offered for it.
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: member.headers,
    });
    const cards = board
      .json<{ columns: { items: { id: string; rewardEarned: boolean }[] }[] }>()
      .columns.flatMap((column) => column.items);
    expect(cards).toMatchObject([{ id: referral.publicId, rewardEarned: true }]);

    const admin = await t.loginAs({ roleId: ROLE.admin });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/reverse-hire`,
      headers: admin.headers,
      payload: { note: 'Too late' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'guarantee_ended' });
    expect(refused.json().message).toContain('guarantee period');
    const [still] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(still?.hiredAt).toBeInstanceOf(Date);
    const ledger = await ledgerOf(recruiter.user.id);
    expect(ledger).toMatchObject([{ kind: 'reward', amountMinor: 250_000, rewardId: held.id }]);
  });
});
