import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { Entry } from '#shared/schemas/payment-entry.ts';
import { invoices, payouts, rewards } from '#server/db/schema/index.ts';
import { issueInvoice } from '#server/platform/money/invoices.ts';
import { ledgerBalance } from '#server/platform/money/ledger.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { heldRewardWithInvoice } from '#server/test/factories/money.ts';
import { createPayee, EXAMPLE_IBANS, setWithholding } from '#server/test/factories/payee.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

type Headers = Record<string, string>;
type Created = { entry: Entry; created: boolean };

const today = () => new Date().toISOString().slice(0, 10);
const staff = async () => (await t.loginAs({ roleId: ROLE.admin })).headers;

function post(headers: Headers, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-entry',
    headers,
    payload: { requestKey: crypto.randomUUID(), paidOn: today(), reference: 'BANK-REF', ...body },
  });
}

async function unpaidInvoice(netMinor = 100_000, currency = 'EUR') {
  const company = await createCompany(t.db);
  return issueInvoice(t.db, {
    kind: 'job_posting',
    companyId: company.id,
    netMinor,
    currency,
    paid: false,
  });
}

const major = (minor: number) => (minor / 100).toFixed(2);

describe('money in for an invoice', () => {
  it('marks the invoice paid when amount and currency are its total, by number or public id', async () => {
    const headers = await staff();
    const byNumber = await unpaidInvoice(123_456);
    const answer = await post(headers, {
      direction: 'in',
      amount: major(byNumber.totalMinor),
      currency: 'EUR',
      invoiceId: byNumber.number.toLowerCase(),
      note: '  Transfer from Kestrel GmbH  ',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<Created>().entry).toMatchObject({
      direction: 'in',
      amountMinor: byNumber.totalMinor,
      invoiceNumber: byNumber.number,
      note: 'Transfer from Kestrel GmbH',
      reference: 'BANK-REF',
    });
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.id, byNumber.id));
    expect(paid?.status).toBe('paid');

    const byId = await unpaidInvoice(500);
    const second = await post(headers, {
      direction: 'in',
      amount: byId.totalMinor / 100,
      currency: 'EUR',
      invoiceId: byId.publicId,
    });
    expect(second.statusCode).toBe(201);

    const again = await post(headers, {
      direction: 'in',
      amount: major(byNumber.totalMinor),
      currency: 'EUR',
      invoiceId: byNumber.number,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: 'invoice_not_unpaid' } });
  });

  it('refuses another amount, another currency or an unknown invoice, at the field', async () => {
    const headers = await staff();
    const invoice = await unpaidInvoice(10_000);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { amount: '1.00', currency: 'EUR' },
        'body.amount',
        'paymentEntry.validation.amountMismatch',
      ],
      [
        { amount: major(invoice.totalMinor), currency: 'USD' },
        'body.currency',
        'paymentEntry.validation.currencyMismatch',
      ],
      [
        { amount: '1.00', currency: 'EUR', invoiceId: 'INV-1999-000001' },
        'body.invoiceId',
        'paymentEntry.validation.invoiceNotFound',
      ],
    ];
    for (const [change, path, message] of cases) {
      const answer = await post(headers, { direction: 'in', invoiceId: invoice.number, ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ details: [{ path, message }] });
    }
    const [still] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(still?.status).toBe('unpaid');
  });

  it('releases a reward whose guarantee has ended once the hire invoice is paid', async () => {
    const headers = await staff();
    const { recruiter, reward, invoice } = await heldRewardWithInvoice(
      t.db,
      { rewardMinor: 75_000, rewardCurrency: 'EUR' },
      { at: new Date(Date.now() - 200 * 86_400_000) },
    );
    const answer = await post(headers, {
      direction: 'in',
      amount: major(invoice.totalMinor),
      currency: 'EUR',
      invoiceId: invoice.number,
    });
    expect(answer.statusCode).toBe(201);
    const [earned] = await t.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(earned?.status).toBe('earned');
    expect(await ledgerBalance(t.db, recruiter.id, 'EUR')).toBe(75_000);
  });
});

describe('money out to a recruiter by hand', () => {
  it('pays at most the balance with the batch rules: withholding, statement number, ledger debit, paid', async () => {
    const headers = await staff();
    await setWithholding(t.db, 'FR', 1500);
    const payee = await createPayee(t.db, { country: 'FR', balances: { EUR: 50_000 } });
    const answer = await post(headers, {
      direction: 'out',
      amount: '300',
      currency: 'EUR',
      recruiterId: payee.publicId,
      reference: 'HAND-1',
    });
    expect(answer.statusCode).toBe(201);
    const { entry } = answer.json<Created>();
    expect(entry).toMatchObject({
      direction: 'out',
      amountMinor: 30_000,
      withholdingMinor: 4_500,
      netMinor: 25_500,
      recruiterName: `${payee.firstname} ${payee.lastname}`,
    });
    expect(entry.statementNumber).toMatch(/^SB-\d{4}-\d{6}$/);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.recruiterUserId, payee.id));
    expect(payout).toMatchObject({
      status: 'paid',
      batchId: null,
      bankReference: 'HAND-1',
      paidOn: today(),
      iban: EXAMPLE_IBANS.FR,
    });
    expect(await ledgerBalance(t.db, payee.id, 'EUR')).toBe(20_000);

    const above = await post(headers, {
      direction: 'out',
      amount: '200.01',
      currency: 'EUR',
      recruiterId: payee.publicId,
    });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({
      details: { reason: 'above_balance', balanceMinor: 20_000 },
    });
    const otherCurrency = await post(headers, {
      direction: 'out',
      amount: '1',
      currency: 'USD',
      recruiterId: payee.publicId,
    });
    expect(otherCurrency.json()).toMatchObject({
      details: { reason: 'above_balance', balanceMinor: 0 },
    });
  });

  it('refuses a recruiter whose billing info, IBAN or last return stands in the way', async () => {
    const headers = await staff();
    const incomplete = await createPayee(t.db, { incomplete: true, balances: { EUR: 1_000 } });
    const shortIban = await createPayee(t.db, {
      country: 'TR',
      iban: EXAMPLE_IBANS.TR.slice(0, 25),
      balances: { TRY: 1_000 },
    });
    for (const [payee, currency, reason] of [
      [incomplete, 'EUR', 'billing_incomplete'],
      [shortIban, 'TRY', 'iban_invalid'],
    ] as const) {
      const answer = await post(headers, {
        direction: 'out',
        amount: '1',
        currency,
        recruiterId: payee.publicId,
      });
      expect(answer.json()).toMatchObject({ details: { reason } });
    }
    const unknown = await post(headers, {
      direction: 'out',
      amount: '1',
      currency: 'EUR',
      recruiterId: 'a'.repeat(32),
    });
    expect(unknown.json()).toMatchObject({
      details: [{ path: 'body.recruiterId', message: 'paymentEntry.validation.recruiterNotFound' }],
    });
  });

  it('pays once for the same key; the key with another amount is refused', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 10_000 } });
    const body = {
      requestKey: crypto.randomUUID(),
      direction: 'out',
      amount: '25.50',
      currency: 'EUR',
      recruiterId: payee.publicId,
    };
    const first = await post(headers, body);
    const again = await post(headers, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<Created>()).toMatchObject({
      created: false,
      entry: { id: first.json<Created>().entry.id },
    });
    expect(await ledgerBalance(t.db, payee.id, 'EUR')).toBe(7_450);
    const changed = await post(headers, { ...body, amount: '1.00' });
    expect(changed.json()).toMatchObject({ details: { reason: 'request_key_reused' } });

    // The same money for someone else, or with another bank reference, is another entry.
    const other = await createPayee(t.db, { balances: { EUR: 10_000 } });
    for (const differs of [{ recruiterId: other.publicId }, { reference: 'ANOTHER-REF' }]) {
      const reused = await post(headers, { ...body, ...differs });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ details: { reason: 'request_key_reused' } });
    }
    expect(await ledgerBalance(t.db, other.id, 'EUR')).toBe(10_000);
  });
});

describe('the entry form’s input', () => {
  it('takes amounts in major units with the currency’s digits only', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { JPY: 100_000, EUR: 100_000 } });
    const out = (amount: unknown, currency = 'EUR') =>
      post(headers, { direction: 'out', amount, currency, recruiterId: payee.publicId });
    for (const bad of [
      '12.345',
      '0',
      '0.00',
      '-5',
      '1e3',
      '1,50',
      '',
      ' ',
      'NaN',
      '9999999999',
      0.1 + 0.2,
      null,
      true,
      'a\u0000',
    ])
      expect({ bad, status: (await out(bad)).statusCode }).toEqual({ bad, status: 400 });
    expect((await out('12.5', 'JPY')).statusCode).toBe(400);
    expect((await out('125', 'JPY')).json<Created>().entry.amountMinor).toBe(125);
    expect((await out(12.5)).json<Created>().entry.amountMinor).toBe(1_250);
  });

  it('refuses missing links, future days and hostile text', async () => {
    const headers = await staff();
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: Record<string, unknown>[] = [
      { direction: 'in', amount: '1', currency: 'EUR' },
      { direction: 'out', amount: '1', currency: 'EUR' },
      { direction: 'sideways', amount: '1', currency: 'EUR' },
      { direction: 'out', amount: '1', currency: 'XXX', recruiterId: 'a'.repeat(32) },
      {
        direction: 'out',
        amount: '1',
        currency: 'EUR',
        recruiterId: 'a'.repeat(32),
        paidOn: tomorrowPlus,
      },
      {
        direction: 'out',
        amount: '1',
        currency: 'EUR',
        recruiterId: 'a'.repeat(32),
        paidOn: '2026-13-45',
      },
      {
        direction: 'out',
        amount: '1',
        currency: 'EUR',
        recruiterId: 'a'.repeat(32),
        reference: '',
      },
      {
        direction: 'out',
        amount: '1',
        currency: 'EUR',
        recruiterId: 'a'.repeat(32),
        reference: 'a\u0000b',
      },
      { direction: 'out', amount: '1', currency: 'EUR', recruiterId: 2147483648 },
      { direction: 'in', amount: '1', currency: 'EUR', invoiceId: "'; select 1; --" },
      { direction: 'in', amount: '1', currency: 'EUR', invoiceId: 'INV-2026-1', requestKey: 'x' },
    ];
    for (const body of cases) {
      const answer = await post(headers, body);
      expect({ body, status: answer.statusCode }).toMatchObject({ status: 400 });
    }
  });
});
