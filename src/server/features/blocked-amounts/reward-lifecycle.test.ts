import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, notifications, pointsLedger } from '#server/db/schema/index.ts';
import { markInvoicePaid } from '#server/platform/money/invoices.ts';
import { releaseDueRewards } from '#server/platform/money/rewards.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { callers, referredJob, rewardById } from './blocked-test-setup.ts';

useTestApp();

const DAY = 86_400_000;

const ledgerOf = (userId: number) =>
  t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const pay = (invoiceId: number, at: Date) =>
  t.db.transaction((tx) => markInvoicePaid(tx, invoiceId, at));
const release = (at: Date) => t.db.transaction((tx) => releaseDueRewards(tx, at));
const action = (id: string, what: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/blocked-amounts/rewards/${id}/${what}`,
    headers,
    payload,
  });

describe('rewards: held, then earned on the later of guarantee end and company payment', () => {
  it('is not earned before the guarantee ends, and is credited on the day it does', async () => {
    const { company, member, recruiter } = await callers();
    const { hire } = await referredJob(company.id, member, recruiter.user.id);
    const held = await hire();
    expect(held.guaranteeEndsAt.getTime() - held.hiredAt.getTime()).toBe(90 * DAY);
    // The company pays on day 10: still inside the guarantee period.
    await pay(held.hireInvoiceId, new Date(held.hiredAt.getTime() + 10 * DAY));
    expect((await rewardById(held.id)).status).toBe('pending');
    await release(new Date(held.guaranteeEndsAt.getTime() - 1));
    expect((await rewardById(held.id)).status).toBe('pending');
    expect(await ledgerOf(recruiter.user.id)).toEqual([]);

    await release(new Date(held.guaranteeEndsAt.getTime() + 3 * DAY));
    const earned = await rewardById(held.id);
    expect(earned).toMatchObject({ status: 'earned', earnedAt: held.guaranteeEndsAt });
    const ledger = await ledgerOf(recruiter.user.id);
    expect(ledger).toMatchObject([
      { kind: 'reward', amountMinor: 100_000, currency: 'EUR', rewardId: held.id },
    ]);
    // Dated the day the guarantee ended, not the day the timer ran.
    expect(ledger[0]?.createdAt).toEqual(held.guaranteeEndsAt);
  });

  it('waits for the company when it pays after the guarantee, and is credited the day it pays', async () => {
    const { company, member, recruiter } = await callers();
    const { hire } = await referredJob(company.id, member, recruiter.user.id);
    const held = await hire();
    await release(new Date(held.guaranteeEndsAt.getTime() + DAY));
    expect((await rewardById(held.id)).status).toBe('pending');
    const paidAt = new Date(held.guaranteeEndsAt.getTime() + 5 * DAY);
    await pay(held.hireInvoiceId, paidAt);
    expect(await rewardById(held.id)).toMatchObject({ status: 'earned', earnedAt: paidAt });
    const [credit] = await ledgerOf(recruiter.user.id);
    expect(credit?.createdAt).toEqual(paidAt);
  });
});

describe('rewards: what staff do inside the guarantee period', () => {
  it('ends a guarantee now: earned at once when paid, else when the company pays', async () => {
    const { company, member, recruiter, staff } = await callers();
    const unpaid = await (await referredJob(company.id, member, recruiter.user.id)).hire();
    const ended = await action(unpaid.publicId, 'end-guarantee', staff.headers);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ id: unpaid.publicId, status: 'pending', earnedAt: null });
    expect(Date.now() - new Date(ended.json().guaranteeEndsAt).getTime()).toBeLessThan(60_000);
    const summary = await t.app.inject({ url: '/api/points/summary', headers: recruiter.headers });
    expect(summary.json().pending).toMatchObject([{ id: unpaid.publicId, companyPaid: false }]);
    await pay(unpaid.hireInvoiceId, new Date());
    expect((await rewardById(unpaid.id)).status).toBe('earned');

    const paid = await (await referredJob(company.id, member, recruiter.user.id)).hire();
    await pay(paid.hireInvoiceId, new Date());
    expect((await rewardById(paid.id)).status).toBe('pending');
    const now = await action(paid.publicId, 'end-guarantee', staff.headers);
    expect(now.json()).toMatchObject({ status: 'earned' });
    const balance = await t.app.inject({ url: '/api/points/balance', headers: recruiter.headers });
    expect(balance.json().balances).toEqual([
      { currency: 'EUR', amountMinor: 200_000, points: 2000 },
    ]);

    // An earned reward is past its guarantee: neither action applies any more.
    for (const what of ['end-guarantee', 'guarantee-failed']) {
      const late = await action(paid.publicId, what, staff.headers, { note: 'Too late' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'guarantee_ended' });
    }
    expect(await ledgerOf(recruiter.user.id)).toHaveLength(2);
  });

  it('credits once when the guarantee is ended twice at the same time', async () => {
    const { company, member, recruiter, staff } = await callers();
    const held = await (await referredJob(company.id, member, recruiter.user.id)).hire();
    await pay(held.hireInvoiceId, new Date());
    const results = await Promise.all([
      action(held.publicId, 'end-guarantee', staff.headers),
      action(held.publicId, 'end-guarantee', staff.headers),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerOf(recruiter.user.id)).toHaveLength(1);
  });

  it('cancels a reward whose hire left inside the period, credits the invoice, tells the recruiter', async () => {
    const { company, member, recruiter, staff } = await callers();
    const { hire, job } = await referredJob(company.id, member, recruiter.user.id);
    const held = await hire();
    const noNote = await action(held.publicId, 'guarantee-failed', staff.headers, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    const failed = await action(held.publicId, 'guarantee-failed', staff.headers, {
      note: 'Left in week three',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'cancelled' });
    expect(failed.json().creditNoteNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await rewardById(held.id)).toMatchObject({ cancelReason: 'guarantee_failed' });
    const [hireInvoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, held.hireInvoiceId));
    expect(hireInvoice?.status).toBe('credited');
    const [note] = await t.db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.kind, 'credit_note'), eq(invoices.creditsInvoiceId, held.hireInvoiceId)),
      );
    expect(note?.totalMinor).toBe(-(hireInvoice?.totalMinor ?? 0));
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, recruiter.user.id));
    expect(told.some((row) => row.details?.includes('Left in week three'))).toBe(true);
    expect(
      (await action(held.publicId, 'guarantee-failed', staff.headers, { note: 'x' })).statusCode,
    ).toBe(409);

    // The board marks the reward as taken back; the hire is no longer owed.
    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: member.headers,
    });
    const cards = board
      .json<{ columns: { items: { rewardReversed: boolean }[] }[] }>()
      .columns.flatMap((column) => column.items);
    expect(cards).toMatchObject([{ rewardReversed: true }]);
    const list = await t.app.inject({ url: '/api/blocked-amounts', headers: member.headers });
    expect(list.json().items.map((item: { rewardId: string }) => item.rewardId)).not.toContain(
      held.publicId,
    );
  });

  it('uses the guarantee period staff set for hires confirmed afterwards', async () => {
    const { company, member, recruiter, staff } = await callers();
    const before = await (await referredJob(company.id, member, recruiter.user.id)).hire();
    const read = await t.app.inject({
      url: '/api/blocked-amounts/settings',
      headers: staff.headers,
    });
    expect(read.json()).toEqual({ guaranteeDays: 90 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/blocked-amounts/settings',
      headers: staff.headers,
      payload: { guaranteeDays: 30 },
    });
    expect(saved.json()).toEqual({ guaranteeDays: 30 });
    const after = await (await referredJob(company.id, member, recruiter.user.id)).hire();
    expect(after.guaranteeEndsAt.getTime() - after.hiredAt.getTime()).toBe(30 * DAY);
    expect((await rewardById(before.id)).guaranteeEndsAt).toEqual(before.guaranteeEndsAt);
    await t.app.inject({
      method: 'PUT',
      url: '/api/blocked-amounts/settings',
      headers: staff.headers,
      payload: { guaranteeDays: 90 },
    });
  });
});
