import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import type { PayableRecruiter } from '#shared/schemas/recruiter-payments.ts';
import { appendLedger } from '#server/platform/money/ledger.ts';
import { createPayee, EXAMPLE_IBANS, setWithholding } from '#server/test/factories/payee.ts';
import { statementsDuring } from '#server/test/statements-during.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

async function staff() {
  return (await t.loginAs({ roleId: ROLE.admin })).headers;
}

async function rowsFor(headers: Record<string, string>, email: string, extra = '') {
  const response = await t.app.inject({
    url: `/api/recruiter-payments?q=${encodeURIComponent(email)}${extra}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: PayableRecruiter[]; total: number }>();
}

describe('the payable recruiters list', () => {
  it('shows each positive balance per currency, never adding two currencies', async () => {
    const headers = await staff();
    await setWithholding(t.db, 'DE', 1000);
    const payee = await createPayee(t.db, { balances: { EUR: 50_000, USD: 20_000, GBP: 0 } });
    const page = await rowsFor(headers, payee.email, '&sort=currency&order=asc');
    expect(page.total).toBe(2);
    expect(page.items.map((row) => [row.currency, row.balanceMinor])).toEqual([
      ['EUR', 50_000],
      ['USD', 20_000],
    ]);
    expect(page.items[0]).toMatchObject({
      name: `${payee.firstname} ${payee.lastname}`,
      email: payee.email,
      billingComplete: true,
      ibanProblem: null,
      blocked: false,
      selectable: true,
      withholdingRateBp: 1000,
    });
    const usd = await rowsFor(headers, payee.email, '&currency=USD');
    expect(usd.items.map((row) => row.currency)).toEqual(['USD']);
  });

  it('says why a row is not selectable: incomplete info, a bad IBAN, an IBAN the currency cannot reach', async () => {
    const headers = await staff();
    const incomplete = await createPayee(t.db, { incomplete: true, balances: { EUR: 1_000 } });
    const shortTurkish = await createPayee(t.db, {
      country: 'TR',
      iban: EXAMPLE_IBANS.TR.slice(0, 25),
      balances: { TRY: 10_000 },
    });
    const turkishInEuro = await createPayee(t.db, { country: 'TR', balances: { EUR: 10_000 } });
    const germanInLira = await createPayee(t.db, { country: 'DE', balances: { TRY: 10_000 } });
    const turkish = await createPayee(t.db, { country: 'TR', balances: { TRY: 10_000 } });
    const noIban = await createPayee(t.db, { iban: null, balances: { USD: 10_000 } });

    const row = async (email: string) => (await rowsFor(headers, email)).items[0];
    expect(await row(incomplete.email)).toMatchObject({
      billingComplete: false,
      selectable: false,
    });
    expect(await row(shortTurkish.email)).toMatchObject({
      ibanProblem: 'invalid',
      selectable: false,
    });
    expect(await row(turkishInEuro.email)).toMatchObject({
      ibanProblem: 'not_sepa',
      selectable: false,
    });
    expect(await row(germanInLira.email)).toMatchObject({
      ibanProblem: 'not_turkish',
      selectable: false,
    });
    expect(await row(turkish.email)).toMatchObject({ ibanProblem: null, selectable: true });
    expect(await row(noIban.email)).toMatchObject({ ibanProblem: 'missing', selectable: false });

    // The selectable filter agrees with the rows' own verdicts.
    for (const [user, selectable] of [
      [incomplete, false],
      [shortTurkish, false],
      [turkishInEuro, false],
      [germanInLira, false],
      [turkish, true],
      [noIban, false],
    ] as const) {
      const yes = await rowsFor(headers, user.email, '&selectable=yes');
      const no = await rowsFor(headers, user.email, '&selectable=no');
      expect({ email: user.email, yes: yes.total, no: no.total }).toEqual({
        email: user.email,
        yes: selectable ? 1 : 0,
        no: selectable ? 0 : 1,
      });
    }
  });

  it('pages without overlap and leaves out users whose balance is zero', async () => {
    const headers = await staff();
    const zero = await createPayee(t.db, { balances: { EUR: 500 } });
    await appendLedger(t.db, {
      userId: zero.id,
      kind: 'adjustment',
      amountMinor: -500,
      currency: 'EUR',
    });
    expect((await rowsFor(headers, zero.email)).total).toBe(0);

    const seen = new Set<string>();
    const first = await t.app.inject({ url: '/api/recruiter-payments?size=100', headers });
    const total = first.json<{ total: number }>().total;
    for (let page = 1; page <= Math.ceil(total / 3); page += 1) {
      const response = await t.app.inject({
        url: `/api/recruiter-payments?size=3&page=${page}&sort=name`,
        headers,
      });
      for (const item of response.json<{ items: PayableRecruiter[] }>().items)
        seen.add(`${item.recruiterId}/${item.currency}`);
    }
    expect(seen.size).toBe(total);
  });

  it('reads no user for the rows a page skips unless a filter or sort names them', async () => {
    const headers = await staff();
    await createPayee(t.db, { balances: { EUR: 700 } });
    /**
     * The plan of the page's keys: the page statement's InitPlan, `any(array(select ...))`, run
     * before the page's own rows (and their users) are read.
     */
    const keysPlan = async (query: string) => {
      const ran: { text: string; values: unknown[] }[] = [];
      const pool = t.pool as unknown as { query: (...args: unknown[]) => unknown };
      const original = pool.query;
      pool.query = function (this: unknown, ...args: unknown[]) {
        const [config, values] = args as [{ text?: string; values?: unknown[] }, unknown[]];
        ran.push({ text: config.text ?? String(config), values: config.values ?? values ?? [] });
        return original.apply(this, args);
      };
      try {
        const response = await t.app.inject({ url: `/api/recruiter-payments?${query}`, headers });
        expect(response.statusCode).toBe(200);
      } finally {
        pool.query = original;
      }
      const page = ran.find(({ text }) => text.includes('any(array(select'));
      expect(page, query).toBeDefined();
      const plan = (await t.pool.query(`explain (costs off) ${page!.text}`, page!.values)).rows.map(
        (row: { 'QUERY PLAN': string }) => row['QUERY PLAN'],
      );
      const at = plan.findIndex((line) => line.trim().startsWith('InitPlan'));
      expect(at, plan.join('\n')).toBeGreaterThanOrEqual(0);
      const depth = (line: string) => line.length - line.trimStart().length;
      const inner: string[] = [];
      for (const line of plan.slice(at + 1)) {
        if (depth(line) <= depth(plan[at]!)) break;
        inner.push(line);
      }
      return inner.join('\n');
    };
    for (const query of ['sort=balance&order=desc&page=2&size=1', 'currency=EUR&page=2&size=1']) {
      const plan = await keysPlan(query);
      expect(plan, query).not.toMatch(/\busers\b|billing_profiles/);
    }
    // By name or by what is typed in the search box: the users are joined to be walked in order.
    for (const query of ['sort=name&order=asc&page=2&size=1', 'q=example&page=2&size=1'])
      expect(await keysPlan(query), query).toMatch(/\busers\b/);
    // Sorted by name, the total still counts the balances alone (a left join it drops).
    const texts = await statementsDuring(t.pool, () =>
      t.app.inject({ url: '/api/recruiter-payments?sort=name&order=asc', headers }),
    );
    const counts = texts.filter((text) => text.startsWith('select count(*)'));
    expect(counts.length).toBeGreaterThan(0);
    for (const text of counts) expect(text).not.toMatch(/inner join "users"/);
  });

  it('exports the same rows as CSV', async () => {
    const headers = await staff();
    const payee = await createPayee(t.db, { balances: { EUR: 123_456 } });
    const response = await t.app.inject({
      url: `/api/recruiter-payments/export?q=${encodeURIComponent(payee.email)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Currency,Balance,Billing info complete,IBAN valid,Blocked,Selectable',
    );
    expect(lines[1]).toBe(
      `${payee.firstname} ${payee.lastname},${payee.email},EUR,1234.56,yes,yes,no,yes`,
    );
  });
});
