import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  billingProfiles,
  countries,
  countryTaxRates,
  invoices,
  moneySettings,
  pointsLedger,
  rewards,
} from '#server/db/schema/index.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createUser } from '#server/test/factories/user.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { nextDocumentNumber, nextDocumentNumbers } from './document-number.ts';
import { issueInvoice, markInvoicePaid } from './invoices.ts';
import {
  appendLedger,
  ledgerBalance,
  ledgerBalances,
  ledgerBalancesOf,
  lockLedger,
  lockLedgers,
} from './ledger.ts';
import { cancelReward, holdReward, releaseDueRewards } from './rewards.ts';
import { vatOf } from './vat.ts';

useTestApp();

const DAY = 86_400_000;

async function countryId(iso2: string) {
  const [row] = await t.db.select().from(countries).where(eq(countries.iso2, iso2));
  if (!row) throw new Error(`no country ${iso2}`);
  return row.id;
}

async function hiredReferral(rewardMinor = 50_000, rewardCurrency = 'EUR') {
  const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
  const job = await createJob(t.db, { rewardMinor, rewardCurrency });
  const { referral } = await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.id });
  return { recruiter, job, referral };
}

describe('document numbers', () => {
  it('are gapless per series and year, and a rolled-back number is drawn again', async () => {
    const at = new Date('2031-03-01T00:00:00Z');
    const first = await nextDocumentNumber(t.db, 'INV', at);
    await t.db
      .transaction(async (tx) => {
        await nextDocumentNumber(tx, 'INV', at);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const second = await nextDocumentNumber(t.db, 'INV', at);
    expect(first).toBe('INV-2031-000001');
    expect(second).toBe('INV-2031-000002');
    expect(await nextDocumentNumber(t.db, 'SB', at)).toBe('SB-2031-000001');
    expect(await nextDocumentNumber(t.db, 'INV', new Date('2032-01-01T00:00:00Z'))).toBe(
      'INV-2032-000001',
    );
  });

  it('stay unique when drawn concurrently', async () => {
    const at = new Date('2033-06-01T00:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => t.db.transaction((tx) => nextDocumentNumber(tx, 'INV', at))),
    );
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.toSorted().at(-1)).toBe('INV-2033-000020');
  });
});

describe('invoices', () => {
  it('charge the billing country VAT, and reverse-charge a VAT-registered buyer abroad', async () => {
    const job = await createJob(t.db);
    const de = await countryId('DE');
    await t.db.insert(billingProfiles).values({
      companyId: job.companyId,
      accountTypeId: 2,
      billingName: 'Buyer GmbH',
      billingCountryId: de,
      isVatRegistered: false,
    });
    const [rate] = await t.db
      .select()
      .from(countryTaxRates)
      .where(eq(countryTaxRates.countryId, de));
    const plain = await issueInvoice(t.db, {
      kind: 'job_posting',
      companyId: job.companyId,
      netMinor: 8_900,
      currency: 'EUR',
      paid: true,
    });
    expect(plain.vatRateBp).toBe(rate?.vatRateBp);
    expect(plain.vatMinor).toBe(vatOf(8_900, rate?.vatRateBp ?? 0));
    expect(plain.totalMinor).toBe(8_900 + plain.vatMinor);
    expect(plain.billingSnapshot.name).toBe('Buyer GmbH');

    await t.db
      .update(billingProfiles)
      .set({ isVatRegistered: true, taxNumber: 'DE123' })
      .where(eq(billingProfiles.companyId, job.companyId));
    const reverse = await issueInvoice(t.db, {
      kind: 'job_posting',
      companyId: job.companyId,
      netMinor: 8_900,
      currency: 'EUR',
      paid: true,
    });
    expect(reverse).toMatchObject({ vatMinor: 0, totalMinor: 8_900, reverseCharge: true });
  });

  it('are paid once', async () => {
    const job = await createJob(t.db);
    const invoice = await issueInvoice(t.db, {
      kind: 'hire',
      companyId: job.companyId,
      netMinor: 1_000,
      currency: 'USD',
      paid: false,
    });
    expect(await markInvoicePaid(t.db, invoice.id)).toBe(true);
    expect(await markInvoicePaid(t.db, invoice.id)).toBe(false);
  });
});

describe('rewards', () => {
  it('are pending during the guarantee and earned on the later of its end and the payment', async () => {
    const [settings] = await t.db.select().from(moneySettings);
    const days = settings?.guaranteeDays ?? 90;
    const { recruiter, job, referral } = await hiredReferral();
    const hiredAt = new Date('2030-01-10T09:00:00Z');
    const reward = await holdReward(t.db, {
      referralId: referral.id,
      hireCycle: 1,
      recruiterUserId: recruiter.id,
      job,
      at: hiredAt,
    });
    expect(reward.status).toBe('pending');
    expect(reward.guaranteeEndsAt.getTime()).toBe(hiredAt.getTime() + days * DAY);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, reward.hireInvoiceId!));
    expect(invoice).toMatchObject({ kind: 'hire', status: 'unpaid', netMinor: 50_000 });

    // The guarantee ends, the company has not paid: still pending.
    const afterEnd = new Date(reward.guaranteeEndsAt.getTime() + DAY);
    await t.db.transaction((tx) => releaseDueRewards(tx, afterEnd));
    expect(await ledgerBalance(t.db, recruiter.id, 'EUR')).toBe(0);

    // The company pays after the end: earned that day.
    const paidAt = new Date(reward.guaranteeEndsAt.getTime() + 2 * DAY);
    await t.db.transaction((tx) => markInvoicePaid(tx, reward.hireInvoiceId!, paidAt));
    const [earned] = await t.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(earned).toMatchObject({ status: 'earned' });
    expect(earned?.earnedAt?.getTime()).toBe(paidAt.getTime());
    const [credit] = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.rewardId, reward.id));
    expect(credit).toMatchObject({ kind: 'reward', amountMinor: 50_000, currency: 'EUR' });
    expect(credit?.createdAt.getTime()).toBe(paidAt.getTime());
    expect(await ledgerBalance(t.db, recruiter.id, 'EUR')).toBe(50_000);
  });

  it('paid before the guarantee ends are earned on its last day, not before', async () => {
    const { recruiter, job, referral } = await hiredReferral(20_000, 'USD');
    const reward = await holdReward(t.db, {
      referralId: referral.id,
      hireCycle: 1,
      recruiterUserId: recruiter.id,
      job,
      at: new Date('2030-02-01T00:00:00Z'),
    });
    await t.db.transaction((tx) =>
      markInvoicePaid(tx, reward.hireInvoiceId!, new Date('2030-02-02T00:00:00Z')),
    );
    expect(await ledgerBalance(t.db, recruiter.id, 'USD')).toBe(0);
    await t.db.transaction((tx) =>
      releaseDueRewards(tx, new Date(reward.guaranteeEndsAt.getTime() - 1)),
    );
    expect(await ledgerBalance(t.db, recruiter.id, 'USD')).toBe(0);
    await t.db.transaction((tx) => releaseDueRewards(tx, reward.guaranteeEndsAt));
    expect(await ledgerBalance(t.db, recruiter.id, 'USD')).toBe(20_000);
    // Released once, however often the release runs.
    await t.db.transaction((tx) => releaseDueRewards(tx, new Date('2031-01-01T00:00:00Z')));
    expect(await ledgerBalance(t.db, recruiter.id, 'USD')).toBe(20_000);
  });

  it('cancelled inside the guarantee credit the hire invoice and are never earned', async () => {
    const { recruiter, job, referral } = await hiredReferral();
    const reward = await holdReward(t.db, {
      referralId: referral.id,
      hireCycle: 1,
      recruiterUserId: recruiter.id,
      job,
    });
    const cancelled = await t.db.transaction((tx) =>
      cancelReward(tx, reward.id, 'guarantee_failed'),
    );
    expect(cancelled?.creditNote).toMatchObject({
      kind: 'credit_note',
      totalMinor: -50_000,
      creditsInvoiceId: reward.hireInvoiceId,
    });
    expect(await t.db.transaction((tx) => cancelReward(tx, reward.id, 'reversed'))).toBeNull();
    expect(await markInvoicePaid(t.db, reward.hireInvoiceId!)).toBe(false);
    await t.db.transaction((tx) => releaseDueRewards(tx, new Date('2040-01-01T00:00:00Z')));
    expect(await ledgerBalance(t.db, recruiter.id, 'EUR')).toBe(0);
  });

  it('are held once per hire cycle', async () => {
    const { recruiter, job, referral } = await hiredReferral();
    const hold = () =>
      t.db.transaction((tx) =>
        holdReward(tx, {
          referralId: referral.id,
          hireCycle: 1,
          recruiterUserId: recruiter.id,
          job,
        }),
      );
    const results = await Promise.allSettled([hold(), hold()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.select().from(rewards).where(eq(rewards.referralId, referral.id));
    expect(rows).toHaveLength(1);
  });
});

describe('ledger', () => {
  it('keeps a balance per currency and never adds two currencies', async () => {
    const user = await createUser(t.db, { roleId: ROLE.recruiter });
    await appendLedger(t.db, {
      userId: user.id,
      kind: 'adjustment',
      amountMinor: 75_000,
      currency: 'USD',
    });
    await appendLedger(t.db, {
      userId: user.id,
      kind: 'adjustment',
      amountMinor: 75_000,
      currency: 'EUR',
    });
    expect(await ledgerBalances(t.db, user.id)).toEqual([
      { currency: 'EUR', amountMinor: 75_000 },
      { currency: 'USD', amountMinor: 75_000 },
    ]);
  });

  it('serialises debits: twenty concurrent debits of the whole balance pay once', async () => {
    const user = await createUser(t.db, { roleId: ROLE.recruiter });
    await appendLedger(t.db, {
      userId: user.id,
      kind: 'adjustment',
      amountMinor: 10_000,
      currency: 'GBP',
    });
    const debit = () =>
      t.db.transaction(async (tx) => {
        await lockLedger(tx, user.id);
        const balance = await ledgerBalance(tx, user.id, 'GBP');
        if (balance <= 0) return false;
        await tx.execute(sql`select pg_sleep(0.01)`);
        await appendLedger(tx, {
          userId: user.id,
          kind: 'payout',
          amountMinor: -balance,
          currency: 'GBP',
        });
        return true;
      });
    const results = await Promise.all(Array.from({ length: 20 }, debit));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ledgerBalance(t.db, user.id, 'GBP')).toBe(0);
  });
});

describe('ledger in bulk', () => {
  it('locks and reads many users at once', async () => {
    const users = await Promise.all(
      [1, 2, 3].map(() => createUser(t.db, { roleId: ROLE.recruiter })),
    );
    for (const [index, user] of users.entries())
      await appendLedger(t.db, {
        userId: user.id,
        kind: 'adjustment',
        amountMinor: (index + 1) * 100,
        currency: 'EUR',
      });
    const balances = await t.db.transaction(async (tx) => {
      await lockLedgers(
        tx,
        users.map((user) => user.id),
      );
      return ledgerBalancesOf(
        tx,
        users.map((user) => user.id),
        'EUR',
      );
    });
    expect(users.map((user) => balances.get(user.id))).toEqual([100, 200, 300]);
    expect(await nextDocumentNumbers(t.db, 'SB', 3, new Date('2034-01-01T00:00:00Z'))).toEqual([
      'SB-2034-000001',
      'SB-2034-000002',
      'SB-2034-000003',
    ]);
  });
});
