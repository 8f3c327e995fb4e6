import fs from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { hireFirstApplication, postJob, referNewCandidate } from './fixtures/hiring.ts';
import { createUser, signIn, uniqueLetters, type Auth } from './fixtures/users.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function json<T>(what: string, answer: Answer): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The company's billing details (checkout needs them): a Turkish address, so 20 % VAT. */
async function fillTurkishBilling(request: APIRequestContext, member: Auth) {
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
    'company billing info',
    await request.put('/api/billing-info/company', {
      headers: member,
      data: {
        accountType: 2,
        country: turkey.id,
        currency: 'TRY',
        accountHolderName: 'Şirket Hesabı',
        iban: 'TR330006100519786457841326',
        billingName: 'Çağlayan Yazılım A.Ş.',
        billingEmail: 'fatura@example.test',
        billingCity: cities[0]?.id,
        billingAddress: 'Büyükdere Caddesi No: 185, Levent',
        billingPostcode: '34394',
        billingTaxNumber: '1234567890',
        isVatRegistered: false,
      },
    }),
  );
}

/** The download's bytes are a PDF named after the invoice number. */
async function expectPdfDownload(download: Download, number: string) {
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

async function downloadFromRow(page: Page, number: string) {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download invoice ${number} as PDF` }).click();
  return downloaded;
}

test.describe('billing history', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`a company sees its invoices, downloads a PDF and is offered to pay a hire (${name})`, async ({
      asCompany: { page, auth },
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      // The other people log in through the test's own request context: a login through the
      // page's would hand the browser their session cookie.
      await fillTurkishBilling(request, auth);
      // Open is chosen: the fixture pays the posting fee in the test checkout (the first invoice).
      const job = await postJob(request, auth, { title: `Data Engineer ${uniqueLetters()}` });
      const recruiter = await signIn(request, await createUser(request, 'recruiter'));
      await referNewCandidate(request, recruiter, job.id);
      await hireFirstApplication(request, auth, job.id);

      await page.goto('/chrs/billing-history');
      await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Invoices' });
      const rows = table.getByRole('row').filter({ hasText: /INV-\d{4}-\d{6}/ });
      await expect(rows).toHaveCount(2);
      await expect(page.getByText('2 invoices')).toBeVisible();

      const posting = rows.filter({ hasText: 'Job posting fee' });
      await expect(posting).toContainText('Paid');
      await expect(posting).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
      const postingNumber = /INV-\d{4}-\d{6}/.exec((await posting.textContent()) ?? '')?.[0];
      expect(postingNumber).toBeTruthy();
      await expect(posting.getByRole('link', { name: /^Pay invoice/ })).toHaveCount(0);

      const hire = rows.filter({ hasText: 'Confirmed hire' });
      await expect(hire).toContainText('Unpaid');
      const hireNumber = /INV-\d{4}-\d{6}/.exec((await hire.textContent()) ?? '')?.[0] ?? '';
      const pay = hire.getByRole('link', { name: `Pay invoice ${hireNumber}` });
      await expect(pay).toHaveAttribute('href', /^\/chrs\/checkout\?invoice=[0-9a-f]{32}$/);

      await expectNoSeriousA11yViolations(page);
      await expectPdfDownload(await downloadFromRow(page, postingNumber!), postingNumber!);
      await expectPdfDownload(await downloadFromRow(page, hireNumber), hireNumber);
    });
  }

  test('a company without invoices is told so', async ({ asCompany: { page } }) => {
    await page.goto('/chrs/billing-history');
    await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('No invoices yet');
    await expect(page.getByText('0 invoices')).toBeVisible();
    // No axe run here: the list kit's empty table disables PrimeReact's rows-per-page dropdown,
    // whose faded "10" fails colour contrast on every empty back-office list (reported to the
    // lead; the fix belongs in src/client/components/admin-list). The filled list is checked above.
  });

  test('staff find a company’s invoice with the company filter and export CSV', async ({
    asStaff: { page },
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await createUser(request, 'company');
    const auth = await signIn(request, member);
    await fillTurkishBilling(request, auth);
    await postJob(request, auth, { title: `Site Engineer ${uniqueLetters()}` });

    await page.goto('/chrs/billing-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
    await page.getByLabel('Company', { exact: true }).fill(member.company!.name);
    const rows = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: member.company!.name });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Job posting fee');
    await expect(page.getByText('1 invoice', { exact: true })).toBeVisible();
    const number = /INV-\d{4}-\d{6}/.exec((await rows.textContent()) ?? '')?.[0] ?? '';
    await expect(rows.getByRole('link', { name: /^Pay invoice/ })).toHaveCount(0);

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await fs.readFile(await (await exported).path(), 'utf8');
    expect(csv).toContain(number);
    expect(csv).toContain(member.company!.name);

    await expectPdfDownload(await downloadFromRow(page, number), number);
    await expectNoSeriousA11yViolations(page);
  });
});
