import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { PayoutBatchDetail, Payout } from '#shared/schemas/recruiter-payments.ts';
import { payouts } from '#server/db/schema/index.ts';
import { createPayee, EXAMPLE_IBANS, setWithholding } from '#server/test/factories/payee.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { balanceOf, ledgerRows, newKey, type Headers } from './test-support.ts';

useTestApp();

type Created = { batch: PayoutBatchDetail; created: boolean };

const staff = async () => (await t.loginAs({ roleId: ROLE.admin })).headers;

function postBatch(headers: Headers, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/recruiter-payments/batches',
    headers,
    payload: body,
  });
}

async function batchPayouts(headers: Headers, batchId: number) {
  const response = await t.app.inject({
    url: `/api/recruiter-payments/batches/${batchId}/payouts`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Payout[] }>().items;
}

describe('a payout batch', () => {
  it('pays each whole balance in the currency, withholds the country rate and debits the ledger', async () => {
    const headers = await staff();
    await setWithholding(t.db, 'FR', 1500);
    await setWithholding(t.db, 'DE', 0);
    const french = await createPayee(t.db, {
      country: 'FR',
      balances: { EUR: 12_345, USD: 7_000 },
    });
    const german = await createPayee(t.db, { country: 'DE', balances: { EUR: 100_000 } });

    const response = await postBatch(headers, {
      requestKey: newKey(),
      currency: 'EUR',
      recruiterIds: [french.publicId, german.publicId],
    });
    expect(response.statusCode).toBe(201);
    const { batch, created } = response.json<Created>();
    expect(created).toBe(true);
    expect(batch).toMatchObject({
      currency: 'EUR',
      format: 'pain001',
      status: 'created',
      payoutCount: 2,
      totalGrossMinor: 112_345,
      totalWithholdingMinor: 1_852, // 15 % of 123.45 is 18.5175
      totalNetMinor: 110_493,
      returnedCount: 0,
    });

    const items = await batchPayouts(headers, batch.id);
    const frenchPayout = items.find((p) => p.recruiterEmail === french.email);
    expect(frenchPayout).toMatchObject({
      grossMinor: 12_345,
      withholdingRateBp: 1500,
      withholdingMinor: 1_852,
      netMinor: 10_493,
      status: 'created',
      iban: EXAMPLE_IBANS.FR,
      accountHolderName: `${french.firstname} ${french.lastname}`,
    });
    expect(frenchPayout?.statementNumber).toMatch(/^SB-\d{4}-\d{6}$/);

    // Each ledger is debited by the gross in EUR only; the USD balance is not touched.
    expect(await balanceOf(t, french.id, 'EUR')).toBe(0);
    expect(await balanceOf(t, french.id, 'USD')).toBe(7_000);
    expect(await balanceOf(t, german.id, 'EUR')).toBe(0);
    const [debit] = await ledgerRows(t, french.id, 'payout');
    expect(debit).toMatchObject({
      amountMinor: -12_345,
      currency: 'EUR',
      payoutId: frenchPayout?.id,
    });
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, frenchPayout!.id));
    expect(stored?.billingSnapshot).toMatchObject({
      name: `${french.firstname} ${french.lastname}`,
      email: french.email,
      address: '1 Example Street, Suite 2',
      country: 'France',
    });
  });

  it('a balance of one cent at the highest rate still sends a cent, and its bank file is made', async () => {
    const headers = await staff();
    await setWithholding(t.db, 'FR', 5000);
    const payee = await createPayee(t.db, { country: 'FR', balances: { EUR: 1 } });
    const response = await postBatch(headers, {
      requestKey: newKey(),
      currency: 'EUR',
      recruiterIds: [payee.publicId],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Created>().batch).toMatchObject({
      totalGrossMinor: 1,
      totalWithholdingMinor: 0,
      totalNetMinor: 1,
    });
    const file = await t.app.inject({
      url: `/api/recruiter-payments/batches/${response.json<Created>().batch.id}/file`,
      headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<InstdAmt Ccy="EUR">0.01</InstdAmt>');
  });

  it('made twice with the same request key is the first batch, paid once', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 40_000 } });
    const body = { requestKey: newKey(), currency: 'EUR', recruiterIds: [payee.publicId] };
    const first = await postBatch(headers, body);
    const again = await postBatch(headers, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Created>()).toMatchObject({
      created: false,
      batch: { id: first.json<Created>().batch.id },
    });
    expect(await ledgerRows(t, payee.id, 'payout')).toHaveLength(1);
    expect(await balanceOf(t, payee.id, 'EUR')).toBe(0);

    const otherCurrency = await postBatch(headers, { ...body, currency: 'USD' });
    expect(otherCurrency.statusCode).toBe(409);
    expect(otherCurrency.json()).toMatchObject({ details: { reason: 'request_key_reused' } });
    const other = await createPayee(t.db, { balances: { EUR: 5_000 } });
    const otherPeople = await postBatch(headers, { ...body, recruiterIds: [other.publicId] });
    expect(otherPeople.statusCode).toBe(409);
    expect(otherPeople.json()).toMatchObject({ details: { reason: 'request_key_reused' } });
    expect(await balanceOf(t, other.id, 'EUR')).toBe(5_000);
  });

  it('refuses the whole batch when one recruiter cannot be paid now, and writes nothing', async () => {
    const headers = await staff();
    const good = await createPayee(t.db, { balances: { TRY: 10_000 }, country: 'TR' });
    const shortIban = await createPayee(t.db, {
      country: 'TR',
      iban: EXAMPLE_IBANS.TR.slice(0, 25),
      balances: { TRY: 10_000 },
    });
    const incomplete = await createPayee(t.db, {
      country: 'TR',
      incomplete: true,
      balances: { TRY: 5 },
    });
    const empty = await createPayee(t.db, { country: 'TR', balances: { EUR: 10_000 } });
    const requestKey = newKey();
    const response = await postBatch(headers, {
      requestKey,
      currency: 'TRY',
      recruiterIds: [
        good.publicId,
        shortIban.publicId,
        incomplete.publicId,
        empty.publicId,
        'f'.repeat(32),
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      details: {
        reason: 'not_payable',
        recruiters: [
          { id: shortIban.publicId, problem: 'iban_invalid' },
          { id: incomplete.publicId, problem: 'billing_incomplete' },
          { id: empty.publicId, problem: 'no_balance' },
          { id: 'f'.repeat(32), problem: 'unknown' },
        ],
      },
    });
    expect(await balanceOf(t, good.id, 'TRY')).toBe(10_000);
    // The refused key made nothing: it can be used again for a payable batch.
    const retry = await postBatch(headers, {
      requestKey,
      currency: 'TRY',
      recruiterIds: [good.publicId],
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Created>().batch.format).toBe('try_list');
  });

  it('goes created → sent → paid with the bank reference, and refuses the other moves', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { GBP: 9_999 }, country: 'GB' });
    const created = await postBatch(headers, {
      requestKey: newKey(),
      currency: 'GBP',
      recruiterIds: [payee.publicId],
    });
    const id = created.json<Created>().batch.id;
    const paid = (bankReference: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/recruiter-payments/batches/${id}/paid`,
        headers,
        payload: { bankReference },
      });
    const sent = () =>
      t.app.inject({ method: 'POST', url: `/api/recruiter-payments/batches/${id}/sent`, headers });

    const early = await paid('BANK-1');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ details: { reason: 'batch_not_sent' } });

    const first = await sent();
    expect(first.statusCode).toBe(200);
    expect(first.json<PayoutBatchDetail>()).toMatchObject({ status: 'sent' });
    expect((await batchPayouts(headers, id))[0]?.status).toBe('sent');
    expect((await sent()).json()).toMatchObject({ details: { reason: 'batch_not_created' } });

    for (const bad of ['', '   ', 'a\u0000b', 'x'.repeat(101), 12])
      expect((await paid(bad)).statusCode).toBe(400);
    const done = await paid('  EBICS-2026-0042 ');
    expect(done.statusCode).toBe(200);
    expect(done.json<PayoutBatchDetail>()).toMatchObject({
      status: 'paid',
      bankReference: 'EBICS-2026-0042',
    });
    expect((await batchPayouts(headers, id))[0]?.status).toBe('paid');
    expect((await paid('AGAIN')).statusCode).toBe(409);
  });

  it('lists batches with filters and answers 404 for one that does not exist', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { CHF: 1_000 }, country: 'DE' });
    const made = await postBatch(headers, {
      requestKey: newKey(),
      currency: 'CHF',
      recruiterIds: [payee.publicId],
    });
    const id = made.json<Created>().batch.id;
    const list = await t.app.inject({
      url: '/api/recruiter-payments/batches?currency=CHF&status=created',
      headers,
    });
    expect(list.json<{ items: { id: number }[] }>().items.map((b) => b.id)).toContain(id);
    const csv = await t.app.inject({
      url: '/api/recruiter-payments/batches/export?currency=CHF',
      headers,
    });
    expect(csv.body).toContain(',CHF,csv,1,10.00,created,');
    expect(
      (await t.app.inject({ url: '/api/recruiter-payments/batches/2147483647', headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/recruiter-payments/batches/2147483647/payouts', headers }))
        .statusCode,
    ).toBe(404);
  });
});
