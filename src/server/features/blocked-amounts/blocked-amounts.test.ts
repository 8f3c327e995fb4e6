import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { BlockedAmount } from '#shared/schemas/blocked-amounts.ts';
import { markInvoicePaid } from '#server/platform/money/invoices.ts';
import { createJob } from '#server/test/factories/job.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { callers, referredJob } from './blocked-test-setup.ts';

useTestApp();

type Page = { items: BlockedAmount[]; total: number };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Company A: a commitment (EUR), an owed hire (EUR), a paid hire in guarantee (GBP), and two jobs
 *  that block nothing; company B: one commitment (USD). */
async function world() {
  const who = await callers();
  const { company, otherCompany, member, recruiter } = who;
  const committed = await referredJob(company.id, member, recruiter.user.id);
  const owed = await referredJob(company.id, member, recruiter.user.id, {
    rewardMinor: 200_000,
    rewardCurrency: 'EUR',
  });
  const owedReward = await owed.hire();
  const paid = await referredJob(company.id, member, recruiter.user.id, {
    rewardMinor: 50_000,
    rewardCurrency: 'GBP',
  });
  const paidReward = await paid.hire();
  await t.db.transaction((tx) => markInvoicePaid(tx, paidReward.hireInvoiceId));
  await createJob(t.db, { companyId: company.id, statusId: JOB_STATUS.draft });
  await createJob(t.db, { companyId: company.id, rewardMinor: 0 });
  const foreign = await createJob(t.db, {
    companyId: otherCompany.id,
    rewardMinor: 70_000,
    rewardCurrency: 'USD',
  });
  return { ...who, committed, owed, owedReward, paid, paidReward, foreign };
}

describe('blocked amounts: the list', () => {
  it('shows a company member its commitments, owed hires and hires in guarantee, nothing else', async () => {
    const w = await world();
    const response = await get('/api/blocked-amounts?sort=amount&order=desc', w.member.headers);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.state, item.amountMinor, item.currency])).toEqual([
      ['owed', 200_000, 'EUR'],
      ['committed', 100_000, 'EUR'],
      ['guarantee', 50_000, 'GBP'],
    ]);
    const [owed, committed, guarantee] = page.items;
    expect(owed).toMatchObject({
      rewardId: w.owedReward.publicId,
      jobId: w.owed.job.publicId,
      owedMinor: 200_000,
      candidateName: `${w.owed.candidate.firstname} ${w.owed.candidate.lastname}`,
    });
    expect(owed?.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(owed?.guaranteeEndsAt).toBe(w.owedReward.guaranteeEndsAt.toISOString());
    expect(committed).toMatchObject({
      id: w.committed.job.publicId,
      rewardId: null,
      owedMinor: 0,
      guaranteeEndsAt: null,
    });
    // Paid by the company: nothing owed, the reward waits for the guarantee to end.
    expect(guarantee).toMatchObject({ rewardId: w.paidReward.publicId, owedMinor: 0 });

    const stranger = (await get('/api/blocked-amounts', w.stranger.headers)).json<Page>();
    expect(stranger.items.map((item) => item.jobId)).toEqual([w.foreign.publicId]);
  });

  it('lets staff see every company and filter by company, currency, state and search', async () => {
    const w = await world();
    const ids = async (query: string) =>
      (await get(`/api/blocked-amounts?${query}`, w.staff.headers))
        .json<Page>()
        .items.map((item) => item.jobId);
    expect(await ids(`company=${encodeURIComponent(w.otherCompany.name)}`)).toEqual([
      w.foreign.publicId,
    ]);
    const mine = `company=${encodeURIComponent(w.company.name)}`;
    expect(await ids(`${mine}&state=owed`)).toEqual([w.owed.job.publicId]);
    expect(await ids(`${mine}&state=guarantee`)).toEqual([w.paid.job.publicId]);
    expect(await ids(`${mine}&state=committed`)).toEqual([w.committed.job.publicId]);
    expect(await ids(`${mine}&currency=GBP`)).toEqual([w.paid.job.publicId]);
    expect(await ids(`q=${encodeURIComponent(w.owed.candidate.lastname)}`)).toEqual([
      w.owed.job.publicId,
    ]);
    // A member's company filter cannot reach another company's rows.
    const reach = await get(
      `/api/blocked-amounts?company=${encodeURIComponent(w.otherCompany.name)}`,
      w.member.headers,
    );
    expect(reach.json<Page>().total).toBe(0);
  });

  it('sums per currency and never adds two currencies', async () => {
    const w = await world();
    const totals = await get('/api/blocked-amounts/totals', w.member.headers);
    expect(totals.statusCode).toBe(200);
    expect(totals.json()).toEqual({
      totals: [
        { currency: 'EUR', committedMinor: 100_000, owedMinor: 200_000, guaranteeMinor: 0 },
        { currency: 'GBP', committedMinor: 0, owedMinor: 0, guaranteeMinor: 50_000 },
      ],
    });
    const owedOnly = await get('/api/blocked-amounts/totals?state=owed', w.member.headers);
    expect(owedOnly.json().totals).toEqual([
      { currency: 'EUR', committedMinor: 0, owedMinor: 200_000, guaranteeMinor: 0 },
    ]);
  });

  it('exports CSV with the same scope and filters', async () => {
    const w = await world();
    const csv = await get('/api/blocked-amounts/export?state=owed', w.member.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('State');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('owed');
    expect(lines[1]).toContain('2000');
    const stranger = await get('/api/blocked-amounts/export', w.stranger.headers);
    expect(stranger.body).not.toContain(w.owed.job.title);
  });

  it('answers 404 to anonymous callers, candidates and recruiters on every read route', async () => {
    const w = await world();
    for (const [who, headers] of [
      ['anonymous', {}],
      ['candidate', w.candidate.headers],
      ['recruiter', w.recruiter.headers],
    ] as const) {
      for (const url of [
        '/api/blocked-amounts',
        '/api/blocked-amounts/export',
        '/api/blocked-amounts/totals',
        '/api/blocked-amounts?state=evil',
      ]) {
        const response = await get(url, headers);
        expect({ who, url, status: response.statusCode }).toEqual({ who, url, status: 404 });
      }
    }
  });

  it('refuses hostile input with 400, never 500', async () => {
    const w = await world();
    for (const query of [
      'state=evil',
      'currency=XXX',
      'currency=eur',
      'sort=guarantee_ends_at;drop',
      'order=sideways',
      'company=a%00b',
      `company=${'x'.repeat(101)}`,
      'q=%00',
      'page=0',
      'page=99999999999',
      'size=101',
      'size=1e309',
    ]) {
      for (const headers of [w.staff.headers, w.member.headers]) {
        const response = await get(`/api/blocked-amounts?${query}`, headers);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      }
    }
    const totals = await get('/api/blocked-amounts/totals?currency=%00', w.staff.headers);
    expect(totals.statusCode).toBe(400);
    // LIKE wildcards match themselves: a percent sign finds no company named with one.
    const wildcard = await get('/api/blocked-amounts?company=%25', w.staff.headers);
    expect(wildcard.json<Page>().total).toBe(0);
  });
});
