import { type Page, type APIRequestContext } from '@playwright/test';
import { JOB_STATUS } from '../../src/shared/constants/domain.ts';
import { fillCompanyBilling } from './fixtures/checkout.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { uniqueLetters, type Auth } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations, pickDropdownOption } from './support.ts';

/** Nothing sticks out sideways: the page fits the phone's width (once the menu has slid away). */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

/** Posts a job through the job form with the status Open: the form sends the owner to checkout. */
async function postOpenJob(page: Page, title: string): Promise<string> {
  await page.goto('/chrs/jobs/create');
  await expect(page.getByRole('heading', { name: 'Post a job', level: 1 })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await pickDropdownOption(page, 'Status', 'Open');
  for (const label of ['Industry', 'Job type', 'Recruitment type', 'Remote type', 'Country'])
    await pickDropdownOption(page, label);
  await page.getByLabel('Reward', { exact: true }).fill('1200');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Keep the platform running.');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/chrs\/checkout\?job=[0-9a-f]{32}$/);
  return new URL(page.url()).searchParams.get('job') ?? '';
}

async function jobStatus(request: APIRequestContext, auth: Auth, jobId: string) {
  const answer = await request.get(`/api/job-admin/jobs/${jobId}`, { headers: auth });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { values: { statusId: number } }).values.statusId;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('1240');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
}

test.describe('checkout', () => {
  test('a new company posts a job, pays its fee with 4242 and the job is public', async ({
    asCompany: { page, auth },
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    const title = `Site Reliability Engineer ${uniqueLetters(6)}`;
    const jobId = await postOpenJob(page, title);
    expect(await jobStatus(page.request, auth, jobId)).toBe(JOB_STATUS.pendingPayment);

    // A fresh company has no billing details yet: checkout says so and links to them.
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(title, { exact: false })).toBeVisible();
    await expect(page.getByText(/Complete your company billing details/)).toBeVisible();
    // The billing page sends the company back to this checkout once saved.
    await expect(page.getByRole('link', { name: 'Complete billing details' })).toHaveAttribute(
      'href',
      `/chrs/company-billing-info?returnTo=${encodeURIComponent(`/chrs/checkout?job=${jobId}`)}`,
    );
    await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await fillCompanyBilling(page.request, auth);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'What you pay for' })).toBeVisible();
    await expect(page.getByText('VAT (20%)')).toBeVisible();
    await expect(page.getByText('Test Company Ltd')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit billing details' })).toBeVisible();
    const pay = page.getByRole('button', { name: /^Pay £\d/ });
    await expect(pay).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(pay).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    await pay.click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await expect(page.getByText(title, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Any other card is refused beside the field; the form is used from the keyboard.
    await fillCard(page, '4111 1111 1111 1111');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enter a test card number', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Card number', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Card number', { exact: true }).fill('4242424242424242');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveValue(
      '4242 4242 4242 4242',
    );
    await page.getByRole('button', { name: /^Pay £\d/ }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Success' })).toBeVisible();
    await expect(page.getByText('Thank you for your payment')).toBeVisible();
    await expect(page.getByText(/^Job .+ is now open\.$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/chrs\/job-openings$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('rm.NewJob'))).toBeNull();
    expect(await jobStatus(page.request, auth, jobId)).toBe(JOB_STATUS.open);

    // The job is public: a visitor finds it and opens its page.
    const visitor = await (await browser.newContext()).newPage();
    const detail = await visitor.request.get(`/api/jobs/${jobId}`);
    expect(detail.status()).toBe(200);
    const { slug } = (await detail.json()) as { slug: string };
    await visitor.goto(`/job-detail/${slug}/${jobId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.context().close();
  });

  test('a declined card shows Payment Failed, keeps the job waiting and goes home after 5 s', async ({
    asCompany: { page, auth },
  }) => {
    test.setTimeout(120_000);
    await fillCompanyBilling(page.request, auth);
    await page.setViewportSize(VIEWPORTS.mobile);
    const jobId = await postOpenJob(page, `Data Engineer ${uniqueLetters(6)}`);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: /^Pay £\d/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await fillCard(page, '4000 0000 0000 0002');
    // Timed from before the payment: the failed page's 5-s timer starts later still (at its
    // mount), so a slow machine can lengthen what is measured here but never shorten it.
    const paying = Date.now();
    await page.getByRole('button', { name: /^Pay £\d/ }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-failed\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText(/Sorry, your payment was not successful/)).toBeVisible();
    // A way back to pay with another card before the page leaves.
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    expect(Date.now() - paying).toBeGreaterThanOrEqual(5_000);
    expect(await jobStatus(page.request, auth, jobId)).toBe(JOB_STATUS.pendingPayment);
  });
});
