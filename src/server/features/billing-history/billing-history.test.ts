import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { BillingHistoryItem } from '#shared/schemas/billing-history.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import {
  createBillingProfile,
  createCreditNote,
  createInvoice,
  pdfText,
} from '#server/test/factories/money.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

type Headers = Record<string, string>;
type Page = { items: BillingHistoryItem[]; total: number };
const BASE = '/api/billing-history';
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });

const people = {} as Record<
  'member' | 'otherMember' | 'staff' | 'candidate' | 'recruiter',
  Headers
>;
type Invoice = 'posting' | 'hire' | 'credited' | 'credit' | 'other';
const ids = {} as Record<Invoice, string>;
const numbers = {} as Record<Invoice, string>;
let companyName = '';
let jobTitle = '';

beforeAll(async () => {
  const member = await t.loginAs({ roleId: ROLE.company, language: 'tr' });
  const otherMember = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, {
    name: 'Şirket Örnek A.Ş.',
    memberIds: [member.user.id],
  });
  const other = await createCompany(t.db, { name: 'Other Corp', memberIds: [otherMember.user.id] });
  companyName = company.name;
  await createBillingProfile(t.db, { companyId: company.id }, { countryIso2: 'TR' });
  await createBillingProfile(
    t.db,
    { companyId: other.id },
    { countryIso2: 'DE', isVatRegistered: true, billingName: 'Other Corp GmbH' },
  );
  const job = await createJob(t.db, { companyId: company.id, title: 'Veri Mühendisi' });
  jobTitle = job.title;

  const posting = await createInvoice(t.db, {
    companyId: company.id,
    jobId: job.id,
    netMinor: 150_000,
    currency: 'TRY',
    at: new Date('2026-02-10T12:00:00Z'),
  });
  const hire = await createInvoice(t.db, {
    companyId: company.id,
    kind: 'hire',
    jobId: job.id,
    netMinor: 1_000_000,
    currency: 'USD',
    paid: false,
    at: new Date('2026-03-15T09:00:00Z'),
  });
  const hireToCredit = await createInvoice(t.db, {
    companyId: company.id,
    kind: 'hire',
    jobId: job.id,
    netMinor: 200_000,
    currency: 'USD',
    paid: false,
    at: new Date('2026-03-16T09:00:00Z'),
  });
  const credit = await createCreditNote(t.db, hireToCredit.id, new Date('2026-03-20T09:00:00Z'));
  const otherInvoice = await createInvoice(t.db, {
    companyId: other.id,
    netMinor: 50_000,
    currency: 'EUR',
    at: new Date('2026-03-01T09:00:00Z'),
  });
  Object.assign(ids, {
    posting: posting.publicId,
    hire: hire.publicId,
    credited: hireToCredit.publicId,
    credit: credit.publicId,
    other: otherInvoice.publicId,
  });
  Object.assign(numbers, {
    posting: posting.number,
    hire: hire.number,
    credited: hireToCredit.number,
    credit: credit.number,
    other: otherInvoice.number,
  });
  Object.assign(people, {
    member: member.headers,
    otherMember: otherMember.headers,
    staff: (await t.loginAs({ roleId: ROLE.admin })).headers,
    candidate: (await t.loginAs({ roleId: ROLE.candidate })).headers,
    recruiter: (await t.loginAs({ roleId: ROLE.recruiter })).headers,
  });
});

describe('the billing history list', () => {
  it('answers 404 to anonymous callers, candidates and recruiters on every route', async () => {
    const callers: [string, Headers | undefined][] = [
      ['anonymous', undefined],
      ['candidate', people.candidate],
      ['recruiter', people.recruiter],
    ];
    for (const [who, headers] of callers)
      for (const url of [BASE, `${BASE}/export`, `${BASE}/${ids.posting}/pdf`, `${BASE}/x/pdf`]) {
        const response = await get(url, headers);
        expect({ who, url, status: response.statusCode }).toEqual({ who, url, status: 404 });
        expect(response.body).not.toContain(numbers.posting);
      }
  });

  it("shows a company member their own company's invoices and credit notes only", async () => {
    const response = await get(`${BASE}?size=50`, people.member);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.number)).not.toContain(numbers.other);
    // Newest first by default.
    expect(page.items[0]?.number).toBe(numbers.credit);
    const hire = page.items.find((item) => item.id === ids.hire);
    expect(hire).toMatchObject({
      kind: 'hire',
      status: 'unpaid',
      companyName,
      jobTitle,
      netMinor: 1_000_000,
      vatRateBp: 2000,
      vatMinor: 200_000,
      totalMinor: 1_200_000,
      currency: 'USD',
      reverseCharge: false,
      issuedAt: '2026-03-15T09:00:00.000Z',
    });
    expect(hire?.number).toMatch(/^INV-2026-\d{6}$/);
    const credit = page.items.find((item) => item.id === ids.credit);
    expect(credit).toMatchObject({ kind: 'credit_note', status: 'issued', totalMinor: -240_000 });

    // The staff-only company filter does not widen a member's scope.
    const widened = await get(`${BASE}?company=Other`, people.member);
    expect(widened.json<Page>().total).toBe(4);

    const others = await get(BASE, people.otherMember);
    expect(others.json<Page>().items.map((item) => item.number)).toEqual([numbers.other]);
    expect(others.json<Page>().items[0]).toMatchObject({ reverseCharge: true, vatMinor: 0 });
  });

  it('lets staff see every company and filter by company, kind, status, currency and dates', async () => {
    const all = (await get(`${BASE}?size=100`, people.staff)).json<Page>();
    expect(all.items.map((item) => item.number)).toEqual(
      expect.arrayContaining(Object.values(numbers)),
    );
    const numbersOf = async (query: string) =>
      (await get(`${BASE}?${query}`, people.staff)).json<Page>().items.map((item) => item.number);

    expect(await numbersOf('company=other%20corp')).toEqual([numbers.other]);
    expect(await numbersOf(`company=${encodeURIComponent('Şirket')}&kind=job_posting`)).toEqual([
      numbers.posting,
    ]);
    expect(await numbersOf('status=unpaid&currency=USD')).toEqual([numbers.hire]);
    expect(await numbersOf('kind=credit_note')).toEqual([numbers.credit]);
    expect(await numbersOf('currency=EUR')).toEqual([numbers.other]);
    expect(
      await numbersOf(
        `issuedFrom=2026-03-01&issuedTo=2026-03-15&company=${encodeURIComponent('Şirket')}`,
      ),
    ).toEqual([numbers.hire]);
    expect(await numbersOf(`q=${numbers.posting}`)).toEqual([numbers.posting]);
    expect(await numbersOf(`q=${encodeURIComponent('veri müh')}&kind=job_posting`)).toEqual([
      numbers.posting,
    ]);
    const byTotal = await numbersOf(`company=${encodeURIComponent('Şirket')}&sort=total&order=asc`);
    expect(byTotal).toEqual([numbers.credit, numbers.posting, numbers.credited, numbers.hire]);
  });

  it('exports CSV: staff with the company column, a member only their own rows', async () => {
    const staff = await get(`${BASE}/export?currency=EUR`, people.staff);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toContain('text/csv');
    expect(staff.headers['content-disposition']).toBe('attachment; filename="billing-history.csv"');
    const [header, ...rows] = staff.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Number,Date,Kind,Job,Reference code,Net,VAT rate %,VAT,Total,Currency,Reverse charge,Status,Company',
    );
    expect(rows).toEqual([
      `${numbers.other},01.03.2026,job_posting,,,500.00,0,0.00,500.00,EUR,yes,paid,Other Corp`,
    ]);

    const member = await get(`${BASE}/export?kind=hire`, people.member);
    const lines = member.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).not.toContain('Company');
    expect(lines).toHaveLength(3);
    expect(member.body).not.toContain(numbers.other);
    expect(member.body).toContain('10000.00,20,2000.00,12000.00,USD,no,unpaid');
  });

  it('answers staff 400 for bad input, never 500', async () => {
    for (const query of [
      'kind=refund',
      'status=lost',
      'currency=usd',
      'currency=XXX',
      'currency=US%00D',
      'issuedFrom=2026-13-45',
      'issuedTo=99999-01-01',
      'sort=billingSnapshot',
      'size=1000',
      'page=2147483648',
      'q=%00',
      `company=${'x'.repeat(101)}`,
    ]) {
      const response = await get(`${BASE}?${query}`, people.staff);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('an invoice PDF', () => {
  it('downloads as an attachment named after the number, in the asked language', async () => {
    const response = await get(`${BASE}/${ids.hire}/pdf?lang=en`, people.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${numbers.hire}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Invoice');
    expect(text).toContain(numbers.hire);
    expect(text).toContain('15.03.2026');
    expect(text).toContain(`Placement fee for a confirmed hire: ${jobTitle}`);
    expect(text).toContain('Unpaid');
    expect(text).toContain('$12,000');
  });

  it("is drawn in the caller's own language when none is asked (Turkish here)", async () => {
    const response = await get(`${BASE}/${ids.posting}/pdf`, people.member);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Fatura');
    expect(text).toContain(`İş ilanı ücreti: ${jobTitle}`);
    expect(text).toContain('KDV %20');
    expect(text).toContain('Ödendi');
  });

  it('names the credited invoice on a credit note, and staff may read any company', async () => {
    const response = await get(`${BASE}/${ids.credit}/pdf?lang=en`, people.staff);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credits invoice`);
    expect((await get(`${BASE}/${ids.other}/pdf`, people.staff)).statusCode).toBe(200);
  });

  it("answers 404 for another company's invoice and for one that does not exist", async () => {
    expect((await get(`${BASE}/${ids.other}/pdf`, people.member)).statusCode).toBe(404);
    expect((await get(`${BASE}/${ids.posting}/pdf`, people.otherMember)).statusCode).toBe(404);
    expect((await get(`${BASE}/${'0'.repeat(32)}/pdf`, people.staff)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id or language', async () => {
    for (const url of [
      `${BASE}/2147483648/pdf`,
      `${BASE}/99999999999999999999/pdf`,
      `${BASE}/${ids.posting.slice(0, 31)}%00/pdf`,
      `${BASE}/${ids.posting.toUpperCase()}/pdf`,
      `${BASE}/${ids.posting}/pdf?lang=de`,
      `${BASE}/${ids.posting}/pdf?lang=e%00n`,
    ]) {
      const response = await get(url, people.member);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });
});
