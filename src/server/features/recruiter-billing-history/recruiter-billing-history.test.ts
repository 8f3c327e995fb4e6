import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { RecruiterBillingHistoryItem } from '#shared/schemas/recruiter-billing-history.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createPayout, pdfText } from '#server/test/factories/money.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

type Headers = Record<string, string>;
type Page = { items: RecruiterBillingHistoryItem[]; total: number };
const BASE = '/api/recruiter-billing-history';
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });

const people = {} as Record<
  'recruiter' | 'otherRecruiter' | 'staff' | 'candidate' | 'member',
  Headers
>;
type Payout = 'paid' | 'returned' | 'other';
const ids = {} as Record<Payout, string>;
const numbers = {} as Record<Payout, string>;
let recruiterEmail = '';

beforeAll(async () => {
  const recruiter = await t.loginAs({
    roleId: ROLE.recruiter,
    firstname: 'Ayşe',
    lastname: 'Işık',
    language: 'tr',
  });
  const otherRecruiter = await t.loginAs({ roleId: ROLE.recruiter, firstname: 'Bob' });
  const member = await t.loginAs({ roleId: ROLE.company });
  await createCompany(t.db, { memberIds: [member.user.id] });
  recruiterEmail = recruiter.user.email;

  const paid = await createPayout(t.db, {
    recruiterUserId: recruiter.user.id,
    currency: 'TRY',
    grossMinor: 2_500_000,
    withholdingRateBp: 2000,
    status: 'paid',
    bankReference: 'EFT-99812',
    paidAt: new Date('2026-04-03T10:00:00Z'),
    at: new Date('2026-04-01T10:00:00Z'),
  });
  const returned = await createPayout(t.db, {
    recruiterUserId: recruiter.user.id,
    currency: 'EUR',
    grossMinor: 40_000,
    withholdingRateBp: 0,
    status: 'returned',
    at: new Date('2026-05-02T10:00:00Z'),
  });
  const other = await createPayout(t.db, {
    recruiterUserId: otherRecruiter.user.id,
    currency: 'EUR',
    grossMinor: 10_000,
    withholdingRateBp: 0,
    status: 'sent',
    at: new Date('2026-05-10T10:00:00Z'),
  });
  Object.assign(ids, { paid: paid.publicId, returned: returned.publicId, other: other.publicId });
  Object.assign(numbers, {
    paid: paid.statementNumber,
    returned: returned.statementNumber,
    other: other.statementNumber,
  });
  Object.assign(people, {
    recruiter: recruiter.headers,
    otherRecruiter: otherRecruiter.headers,
    member: member.headers,
    staff: (await t.loginAs({ roleId: ROLE.admin })).headers,
    candidate: (await t.loginAs({ roleId: ROLE.candidate })).headers,
  });
});

describe('the recruiter billing history list', () => {
  it('answers 404 to anonymous callers, candidates and company members on every route', async () => {
    const callers: [string, Headers | undefined][] = [
      ['anonymous', undefined],
      ['candidate', people.candidate],
      ['company member', people.member],
    ];
    for (const [who, headers] of callers)
      for (const url of [BASE, `${BASE}/export`, `${BASE}/${ids.paid}/pdf`, `${BASE}/x/pdf`]) {
        const response = await get(url, headers);
        expect({ who, url, status: response.statusCode }).toEqual({ who, url, status: 404 });
        expect(response.body).not.toContain(numbers.paid);
      }
  });

  it('shows a recruiter their own payouts only, newest first', async () => {
    const response = await get(BASE, people.recruiter);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.items.map((item) => item.statementNumber)).toEqual([
      numbers.returned,
      numbers.paid,
    ]);
    expect(page.items[1]).toMatchObject({
      id: ids.paid,
      recruiterName: 'Ayşe Işık',
      recruiterEmail,
      currency: 'TRY',
      grossMinor: 2_500_000,
      withholdingRateBp: 2000,
      withholdingMinor: 500_000,
      netMinor: 2_000_000,
      status: 'paid',
      bankReference: 'EFT-99812',
      createdAt: '2026-04-01T10:00:00.000Z',
      paidAt: '2026-04-03T10:00:00.000Z',
    });
    expect(page.items[1]?.statementNumber).toMatch(/^SB-2026-\d{6}$/);
    // The staff-only recruiter filter does not widen a recruiter's scope.
    const widened = await get(`${BASE}?recruiter=Bob`, people.recruiter);
    expect(widened.json<Page>().total).toBe(2);
    const other = await get(BASE, people.otherRecruiter);
    expect(other.json<Page>().items.map((item) => item.statementNumber)).toEqual([numbers.other]);
  });

  it('lets staff see every recruiter and filter by recruiter, status, currency and dates', async () => {
    const numbersOf = async (query: string) =>
      (await get(`${BASE}?${query}`, people.staff))
        .json<Page>()
        .items.map((item) => item.statementNumber);
    expect(await numbersOf('size=100')).toEqual(expect.arrayContaining(Object.values(numbers)));
    expect(await numbersOf(`recruiter=${encodeURIComponent('AYŞE')}`)).toEqual([
      numbers.returned,
      numbers.paid,
    ]);
    expect(await numbersOf(`recruiter=${encodeURIComponent(recruiterEmail)}&status=paid`)).toEqual([
      numbers.paid,
    ]);
    expect(await numbersOf('status=sent&currency=EUR')).toEqual([numbers.other]);
    expect(await numbersOf('createdFrom=2026-04-01&createdTo=2026-04-30&currency=TRY')).toEqual([
      numbers.paid,
    ]);
    expect(await numbersOf('q=EFT-998')).toEqual([numbers.paid]);
    expect(
      await numbersOf(`recruiter=${encodeURIComponent(recruiterEmail)}&sort=gross&order=asc`),
    ).toEqual([numbers.returned, numbers.paid]);
  });

  it('exports CSV: staff with the recruiter columns, a recruiter only their own rows', async () => {
    const staff = await get(`${BASE}/export?q=EFT-99812`, people.staff);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toBe(
      'attachment; filename="recruiter-billing-history.csv"',
    );
    const [header, ...rows] = staff.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Statement number,Date,Currency,Gross,Withholding rate %,Withholding,Net,Status,Bank reference,Paid on,Recruiter,E-mail',
    );
    expect(rows).toEqual([
      `${numbers.paid},01.04.2026,TRY,25000.00,20,5000.00,20000.00,paid,EFT-99812,03.04.2026,Ayşe Işık,${recruiterEmail}`,
    ]);
    const own = await get(`${BASE}/export`, people.otherRecruiter);
    const lines = own.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).not.toContain('Recruiter');
    expect(lines).toHaveLength(2);
    expect(own.body).toContain(numbers.other);
  });

  it('answers staff 400 for bad input, never 500', async () => {
    for (const query of [
      'status=cancelled',
      'currency=eur',
      'currency=E%00UR',
      'createdFrom=2026-02-30',
      'sort=iban',
      'size=0',
      'page=99999999999',
      'q=a%00b',
      `recruiter=${'y'.repeat(101)}`,
    ]) {
      const response = await get(`${BASE}?${query}`, people.staff);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('a payout statement PDF', () => {
  it("is the recruiter's self-billing statement, in their own language by default", async () => {
    const response = await get(`${BASE}/${ids.paid}/pdf`, people.recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${numbers.paid}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(numbers.paid);
    expect(text).toContain('Tedarikçi adına alıcı tarafından düzenlenen fatura');
    expect(text).toContain('TR33 0006 1005 1978 6457 8413 26');
    expect(text).toContain('₺25.000');
    expect(text).toContain('Stopaj %20');
    expect(text).toContain('₺20.000');
  });

  it('is drawn in English when asked, for the recruiter and for staff', async () => {
    for (const headers of [people.recruiter, people.staff]) {
      const response = await get(`${BASE}/${ids.returned}/pdf?lang=en`, headers);
      expect(response.statusCode).toBe(200);
      const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Self-billing statement issued on behalf of the supplier');
      expect(text).toContain('Returned by the bank');
      expect(text).toContain('€400');
    }
  });

  it("answers 404 for another recruiter's payout and for one that does not exist", async () => {
    expect((await get(`${BASE}/${ids.other}/pdf`, people.recruiter)).statusCode).toBe(404);
    expect((await get(`${BASE}/${ids.paid}/pdf`, people.otherRecruiter)).statusCode).toBe(404);
    expect((await get(`${BASE}/${'f'.repeat(32)}/pdf`, people.staff)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id or language', async () => {
    for (const url of [
      `${BASE}/2147483648/pdf`,
      `${BASE}/-1/pdf`,
      `${BASE}/${ids.paid.slice(0, 31)}%00/pdf`,
      `${BASE}/${ids.paid}/pdf?lang=fr`,
      `${BASE}/${ids.paid}/pdf?lang=`,
    ]) {
      const response = await get(url, people.recruiter);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });
});
