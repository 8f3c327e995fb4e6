import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { fillCompanyBilling } from './fixtures/checkout.ts';
import { hireFirstApplication, referNewCandidate } from './fixtures/hiring.ts';
import { saveRecruiterBilling } from './fixtures/payable.ts';
import { expect, newSignedInPage, openDashboard, test } from './fixtures/signed-in.ts';
import { uniqueLetters } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations, pickDropdownOption } from './support.ts';

async function expectPdf(download: Download, number: string) {
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** The hosted-checkout look-alike: the test card that succeeds, then back to Payment Success. */
async function payWithTestCard(page: Page) {
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('1240');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Success' })).toBeVisible();
  await expect(page.getByText('Thank you for your payment')).toBeVisible();
  await expect(page).toHaveURL(/\/chrs\/job-openings$/, { timeout: 10_000 });
}

test('the whole money loop: posting fee, public job, referral, hire, guarantee, payout, invoices', async ({
  asCompany: company,
  browser,
}) => {
  test.setTimeout(240_000);
  const { page } = company;
  await page.setViewportSize(VIEWPORTS.desktop);
  await fillCompanyBilling(page.request, company.auth);

  // 1. The company posts a job with the status Open: the form sends it to checkout.
  const title = `Payments Engineer ${uniqueLetters(6)}`;
  await page.goto('/chrs/jobs/create');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await pickDropdownOption(page, 'Status', 'Open');
  for (const label of ['Industry', 'Job type', 'Recruitment type', 'Remote type', 'Country'])
    await pickDropdownOption(page, label);
  await page.getByLabel('Reward', { exact: true }).fill('1500');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Build the money loop of a marketplace.');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/chrs\/checkout\?job=[0-9a-f]{32}$/);
  const jobId = new URL(page.url()).searchParams.get('job') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await payWithTestCard(page);

  // 2. The job is public: a visitor opens its page.
  const visitor = await (await browser.newContext()).newPage();
  const detail = await visitor.request.get(`/api/jobs/${jobId}`);
  expect(detail.status()).toBe(200);
  const { slug } = (await detail.json()) as { slug: string };
  await visitor.goto(`/job-detail/${slug}/${jobId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.context().close();

  // 3. A recruiter refers a candidate; 4. the company confirms the hire.
  const recruiter = await newSignedInPage(browser, 'recruiter');
  await referNewCandidate(recruiter.page.request, recruiter.auth, jobId);
  await hireFirstApplication(page.request, company.auth, jobId);
  await saveRecruiterBilling(recruiter.page.request, recruiter.user, recruiter.auth);

  // 5. The hire invoice is owed: the company pays it from its billing history.
  await page.goto('/chrs/billing-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  const payLink = page.getByRole('link', { name: /^Pay invoice INV-\d{4}-\d{6}$/ });
  await expect(payLink).toHaveCount(1);
  const hireNumber = ((await payLink.getAttribute('aria-label')) ?? '').replace('Pay invoice ', '');
  await payLink.click();
  await expect(page).toHaveURL(/\/chrs\/checkout\?invoice=[0-9a-f]{32}$/);
  await expect(page.getByText(hireNumber)).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await payWithTestCard(page);

  // 6. The guarantee period passes: staff end it now (the test clock of the back office).
  const staff = await newSignedInPage(browser, 'staff');
  await staff.page.setViewportSize(VIEWPORTS.desktop);
  await staff.page.goto('/chrs/blocked-amounts');
  await staff.page.getByLabel('Company', { exact: true }).fill(company.user.company?.name ?? '');
  await staff.page
    .getByRole('button', { name: new RegExp(`End the guarantee of ${title}`) })
    .click();
  await staff.page
    .getByRole('dialog', { name: 'End the guarantee now?' })
    .getByRole('button', { name: 'End guarantee' })
    .click();
  await expect(staff.page.getByText(/The guarantee was ended/)).toBeVisible();

  // The recruiter's reward is payable: €/£/$1,500 in the company's currency.
  await openDashboard(recruiter.page);
  const badge = recruiter.page.getByRole('link', {
    name: /^Your points: \D*1,500 \(1,500 points\)$/,
  });
  await expect(badge).toBeVisible();

  // 7. Staff pay the recruiter in a batch, send it and mark it paid.
  await staff.page.goto('/chrs/recruiter-payments');
  const payable = staff.page.getByRole('region', { name: 'Payable recruiters' });
  await payable.getByLabel('Search', { exact: true }).fill(recruiter.user.email);
  const row = payable.getByRole('row').filter({ hasText: recruiter.user.email });
  await row
    .getByRole('checkbox', { name: new RegExp(`^Select ${recruiter.user.fullName}`) })
    .check();
  await payable.getByRole('button', { name: 'Create payout batch' }).click();
  const created = staff.page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/recruiter-payments/batches') &&
      response.request().method() === 'POST',
  );
  await staff.page
    .getByRole('dialog', { name: 'Create payout batches' })
    .getByRole('button', { name: 'Create', exact: true })
    .click();
  expect((await created).status()).toBe(201);
  const batchId = ((await (await created).json()) as { batch: { id: number } }).batch.id;
  const batches = staff.page.getByRole('region', { name: 'Payout batches' });
  await batches.getByRole('button', { name: `Mark batch ${batchId} sent` }).click();
  await staff.page
    .getByRole('dialog', { name: `Mark batch ${batchId} sent` })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(staff.page.getByText('The batch is marked sent.')).toBeVisible();
  await batches.getByRole('button', { name: `Mark batch ${batchId} paid` }).click();
  const paid = staff.page.getByRole('dialog', { name: `Mark batch ${batchId} paid` });
  await paid.getByRole('textbox', { name: 'Bank reference' }).fill(`BANK-${batchId}`);
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(staff.page.getByText('The batch is marked paid.')).toBeVisible();

  // 8. The recruiter's balance is zero; the statement is listed and downloads as a PDF.
  await recruiter.page.reload();
  await expect(recruiter.page.getByRole('link', { name: 'Your points: 0 points' })).toBeVisible();
  await recruiter.page.goto('/chrs/recruiter-billing-history');
  const statement = recruiter.page.getByRole('button', {
    name: /^Download statement SB-\d{4}-\d{6} as PDF$/,
  });
  await expect(statement).toHaveCount(1);
  const statementNumber = ((await statement.getAttribute('aria-label')) ?? '').match(
    /SB-\d{4}-\d{6}/,
  )?.[0];
  const statementDownload = recruiter.page.waitForEvent('download');
  await statement.click();
  await expectPdf(await statementDownload, statementNumber ?? '');
  await expectNoSeriousA11yViolations(recruiter.page);

  // 9. The company's billing history lists the posting fee and the paid hire invoice as PDFs.
  await page.goto('/chrs/billing-history');
  const invoices = page.getByRole('button', { name: /^Download invoice INV-\d{4}-\d{6} as PDF$/ });
  await expect(invoices).toHaveCount(2);
  await expect(page.getByRole('link', { name: /^Pay invoice/ })).toHaveCount(0);
  const invoiceDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download invoice ${hireNumber} as PDF` }).click();
  await expectPdf(await invoiceDownload, hireNumber);
  await expectNoSeriousA11yViolations(page);

  await recruiter.page.context().close();
  await staff.page.context().close();
});
