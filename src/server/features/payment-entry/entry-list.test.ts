import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { Entry, InvoiceOption, RecruiterOption } from '#shared/schemas/payment-entry.ts';
import { issueInvoice } from '#server/platform/money/invoices.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createPayee } from '#server/test/factories/payee.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

type Headers = Record<string, string>;

let staff: Headers;
let invoiceNumber: string;
let companyName: string;
let payee: Awaited<ReturnType<typeof createPayee>>;
const reference = `REF-${crypto.randomBytes(3).toString('hex')}`;

const entryBody = (body: Record<string, unknown>) => ({
  requestKey: crypto.randomUUID(),
  paidOn: new Date().toISOString().slice(0, 10),
  reference,
  ...body,
});

beforeAll(async () => {
  staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
  const company = await createCompany(t.db, {
    name: `Kestrel ${crypto.randomBytes(3).toString('hex')}`,
  });
  companyName = company.name;
  const invoice = await issueInvoice(t.db, {
    kind: 'job_posting',
    companyId: company.id,
    netMinor: 8_900,
    currency: 'EUR',
    paid: false,
  });
  invoiceNumber = invoice.number;
  payee = await createPayee(t.db, { balances: { EUR: 10_000, USD: 3_000 } });
  await t.app.inject({
    method: 'POST',
    url: '/api/payment-entry',
    headers: staff,
    payload: entryBody({
      direction: 'out',
      amount: '20.00',
      currency: 'USD',
      recruiterId: payee.publicId,
    }),
  });
});

describe('the payment entry lists and pickers', () => {
  it('offer unpaid invoices and recruiters with their balances per currency', async () => {
    const invoices = await t.app.inject({
      url: `/api/payment-entry/invoices?q=${encodeURIComponent(companyName)}`,
      headers: staff,
    });
    expect(invoices.json<{ items: InvoiceOption[] }>().items).toEqual([
      expect.objectContaining({ number: invoiceNumber, companyName, currency: 'EUR' }),
    ]);
    const recruiters = await t.app.inject({
      url: `/api/payment-entry/recruiters?q=${encodeURIComponent(payee.email)}`,
      headers: staff,
    });
    expect(recruiters.json<{ items: RecruiterOption[] }>().items).toEqual([
      {
        id: payee.publicId,
        name: `${payee.firstname} ${payee.lastname}`,
        email: payee.email,
        balances: [
          { currency: 'EUR', amountMinor: 10_000 },
          { currency: 'USD', amountMinor: 1_000 },
        ],
      },
    ]);
  });

  it('list entries with filters and export them as CSV', async () => {
    const list = await t.app.inject({
      url: `/api/payment-entry?q=${reference}&direction=out&currency=USD`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json<{ items: Entry[]; total: number }>();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ direction: 'out', amountMinor: 2_000, currency: 'USD' });
    const none = await t.app.inject({
      url: `/api/payment-entry?q=${reference}&direction=in`,
      headers: staff,
    });
    expect(none.json<{ total: number }>().total).toBe(0);
    const csv = await t.app.inject({
      url: `/api/payment-entry/export?q=${reference}`,
      headers: staff,
    });
    expect(csv.body).toContain(
      `,out,20.00,USD,${reference},,,${payee.firstname} ${payee.lastname},SB-`,
    );
  });

  it('answers 404 on every route to anyone but staff, and takes no entry from them', async () => {
    const company = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, { ownerIds: [company.user.id] });
    const callers: [string, Headers][] = [
      ['anonymous', {}],
      ['candidate', (await t.loginAs({ roleId: ROLE.candidate })).headers],
      ['recruiter', (await t.loginAs({ roleId: ROLE.recruiter })).headers],
      ['company member', company.headers],
    ];
    const calls = [
      { method: 'GET' as const, url: '/api/payment-entry' },
      { method: 'GET' as const, url: '/api/payment-entry/export' },
      { method: 'GET' as const, url: '/api/payment-entry/invoices' },
      { method: 'GET' as const, url: '/api/payment-entry/recruiters' },
      {
        method: 'POST' as const,
        url: '/api/payment-entry',
        payload: entryBody({
          direction: 'out',
          amount: '1',
          currency: 'EUR',
          recruiterId: payee.publicId,
        }),
      },
      { method: 'POST' as const, url: '/api/payment-entry', payload: { junk: 'a\u0000' } },
    ];
    for (const [who, headers] of callers)
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers });
        expect({ who, url: call.url, status: response.statusCode }).toMatchObject({ status: 404 });
      }
    const another = (await t.loginAs({ roleId: ROLE.admin })).headers;
    for (const call of calls.slice(0, 5)) {
      const response = await t.app.inject({ ...call, headers: another });
      expect({ url: call.url, status: response.statusCode }).toMatchObject({
        status: call.method === 'POST' ? 201 : 200,
      });
    }
    for (const url of ['/api/payment-entry?direction=x', '/api/payment-entry/invoices?q=a%00b'])
      expect((await t.app.inject({ url, headers: staff })).statusCode).toBe(400);
  });
});
