import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { payoutBatches, payouts } from '#server/db/schema/index.ts';
import { createPayee } from '#server/test/factories/payee.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { balanceOf, ledgerRows, newKey, type Headers } from './test-support.ts';

useTestApp();

const staff = async () => (await t.loginAs({ roleId: ROLE.admin })).headers;

const batch = (headers: Headers, recruiterId: string, requestKey = newKey(), currency = 'EUR') =>
  t.app.inject({
    method: 'POST',
    url: '/api/recruiter-payments/batches',
    headers,
    payload: { requestKey, currency, recruiterIds: [recruiterId] },
  });

const entry = (headers: Headers, recruiterId: string, amount: string, requestKey = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment-entry',
    headers,
    payload: {
      requestKey,
      direction: 'out',
      amount,
      currency: 'EUR',
      paidOn: new Date().toISOString().slice(0, 10),
      reference: `HAND-${requestKey.slice(0, 8)}`,
      recruiterId,
    },
  });

describe('concurrent payouts over one balance', () => {
  it('20 batches with different keys at once pay once and never overdraw', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 77_777 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => batch(headers, payee.publicId)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({
        details: { reason: 'not_payable', recruiters: [{ problem: 'no_balance' }] },
      });
    expect(await balanceOf(t, payee.id, 'EUR')).toBe(0);
    expect(await ledgerRows(t, payee.id, 'payout')).toHaveLength(1);
    expect(
      await t.db.select().from(payouts).where(eq(payouts.recruiterUserId, payee.id)),
    ).toHaveLength(1);
  });

  it('10 batches and 10 hand entries at once never pay more than the balance', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 100_000 } });
    // Each hand entry pays 400.00 of the 1,000.00; a batch pays whatever is left.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 ? entry(headers, payee.publicId, '400.00') : batch(headers, payee.publicId),
      ),
    );
    const balance = await balanceOf(t, payee.id, 'EUR');
    expect(balance).toBeGreaterThanOrEqual(0);
    const paid = await t.db.select().from(payouts).where(eq(payouts.recruiterUserId, payee.id));
    const grossPaid = paid.reduce((sum, payout) => sum + payout.grossMinor, 0);
    expect(grossPaid + balance).toBe(100_000);
    expect(paid.length).toBe(answers.filter((answer) => answer.statusCode === 201).length);
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    // Whatever the order, the ledger holds one debit per payout and no more.
    expect(await ledgerRows(t, payee.id, 'payout')).toHaveLength(paid.length);
  });

  it('20 hand entries of the whole balance at once pay once', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 25_000 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => entry(headers, payee.publicId, '250')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await balanceOf(t, payee.id, 'EUR')).toBe(0);
  });

  it('the same batch key submitted 20 times at once makes one batch and pays once', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 5_000 } });
    const requestKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => batch(headers, payee.publicId, requestKey)),
    );
    const ids = new Set(answers.map((answer) => answer.json<{ batch: { id: number } }>().batch.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(19);
    expect(
      await t.db.select().from(payoutBatches).where(eq(payoutBatches.requestKey, requestKey)),
    ).toHaveLength(1);
    expect(await ledgerRows(t, payee.id, 'payout')).toHaveLength(1);
    expect(await balanceOf(t, payee.id, 'EUR')).toBe(0);
  });

  it('the same entry key submitted 20 times at once pays once', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 5_000 } });
    const requestKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => entry(headers, payee.publicId, '10.00', requestKey)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(19);
    expect(await balanceOf(t, payee.id, 'EUR')).toBe(4_000);
  });

  it('a EUR batch never touches the USD balance of the same recruiter', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 1_000, USD: 2_000 } });
    await Promise.all([
      batch(headers, payee.publicId),
      batch(headers, payee.publicId, newKey(), 'USD'),
    ]);
    expect(await balanceOf(t, payee.id, 'EUR')).toBe(0);
    expect(await balanceOf(t, payee.id, 'USD')).toBe(0);
    const paid = await t.db.select().from(payouts).where(eq(payouts.recruiterUserId, payee.id));
    expect(paid.map((p) => [p.currency, p.grossMinor]).sort()).toEqual([
      ['EUR', 1_000],
      ['USD', 2_000],
    ]);
  });
});
