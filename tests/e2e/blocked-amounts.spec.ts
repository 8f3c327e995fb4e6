import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { hireFirstApplication, postJob, referNewCandidate } from './fixtures/hiring.ts';
import { expect, logInThroughApi, openDashboard, test } from './fixtures/signed-in.ts';
import { createUser, signIn, uniqueLetters, type Auth, type TestUser } from './fixtures/users.ts';
import { staffHeaders } from './outbox.ts';
import { VIEWPORTS, appDate, expectNoSeriousA11yViolations } from './support.ts';

type Row = {
  rewardId: string | null;
  jobTitle: string;
  invoiceNumber: string | null;
  owedMinor: number;
  currency: string;
  state: string;
};

/**
 * Set up through the test's own API context, never the page's: a login there would leave its
 * refresh cookie in the browser, and the page would wake up as that user.
 *
 * A recruiter of this test's own hired twice at the member's company, once for a USD reward and
 * once for a EUR one ($1,500 and €1,500), and a GBP job nobody was hired for yet.
 */
async function companyWithHires(request: APIRequestContext, member: Auth) {
  const recruiterUser = await createUser(request, 'recruiter');
  const recruiter = await signIn(request, recruiterUser);
  const titles: Record<'USD' | 'EUR', string> = {
    USD: `Dollar Engineer ${uniqueLetters()}`,
    EUR: `Euro Engineer ${uniqueLetters()}`,
  };
  for (const currency of ['USD', 'EUR'] as const) {
    const job = await postJob(request, member, { title: titles[currency], reward: 1500, currency });
    await referNewCandidate(request, recruiter, job.id);
    await hireFirstApplication(request, member, job.id);
  }
  const openTitle = `Open Analyst ${uniqueLetters()}`;
  await postJob(request, member, { title: openTitle, reward: 900, currency: 'GBP' });
  return { recruiterUser, titles, openTitle };
}

async function memberOfNewCompany(request: APIRequestContext) {
  const user = await createUser(request, 'company');
  return { user, auth: await signIn(request, user) };
}

/** The held rewards of one company, read as staff read them. */
async function heldRewards(request: APIRequestContext, company: TestUser) {
  const answer = await request.get(
    `/api/blocked-amounts?size=100&company=${encodeURIComponent(company.company?.name ?? '')}`,
    { headers: await staffHeaders(request) },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: Row[] }).items.filter((row) => row.rewardId);
}

/** Staff record the company's bank transfer for each hire invoice and end each guarantee. */
async function payAndEndGuarantees(request: APIRequestContext, company: TestUser) {
  const headers = await staffHeaders(request);
  for (const row of await heldRewards(request, company)) {
    const paid = await request.post('/api/payment-entry', {
      headers,
      data: {
        requestKey: randomUUID(),
        direction: 'in',
        amount: (row.owedMinor / 100).toFixed(2),
        currency: row.currency,
        paidOn: new Date().toISOString().slice(0, 10),
        reference: `BANK-${uniqueLetters(6)}`,
        invoiceId: row.invoiceNumber,
      },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const ended = await request.post(`/api/blocked-amounts/rewards/${row.rewardId}/end-guarantee`, {
      headers,
    });
    expect(await ended.json()).toMatchObject({ status: 'earned' });
  }
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('blocked amounts', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`a company member reads its own blocked amounts, per currency (${name})`, async ({
      asCompany: { page, auth },
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const { titles, openTitle } = await companyWithHires(request, auth);
      await page.goto('/chrs/blocked-amounts');
      await expect(page.getByRole('heading', { name: 'Blocked Amounts', level: 1 })).toBeVisible();
      const totals = page.getByRole('region', { name: 'Totals per currency' });
      for (const currency of ['USD', 'EUR', 'GBP'])
        await expect(totals.getByRole('article', { name: currency })).toBeVisible();
      // Owed: the $1,500 reward plus the VAT of the company's country (GB, 20 %).
      await expect(totals.getByRole('article', { name: 'USD' })).toContainText('$1,800');
      await expect(totals.getByRole('article', { name: 'USD' })).not.toContainText('€');
      await expect(rowOf(page, titles.USD)).toContainText('Owed');
      await expect(rowOf(page, titles.USD)).toContainText('$1,500');
      await expect(rowOf(page, titles.EUR)).toContainText('€1,500');
      await expect(rowOf(page, openTitle)).toContainText('Committed');
      // Read only: no guarantee actions and no setting for a company member.
      await expect(page.getByRole('button', { name: /End the guarantee/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Guarantee period' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test(`staff end a guarantee and record a failed one (${name})`, async ({
      asStaff: { page },
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const member = await memberOfNewCompany(request);
      const { titles } = await companyWithHires(request, member.auth);
      await page.goto('/chrs/blocked-amounts');
      await expect(page.getByRole('heading', { name: 'Guarantee period' })).toBeVisible();
      await page.getByLabel('Company', { exact: true }).fill(member.user.company?.name ?? '');
      await expect(page.getByText('3 rows')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await rowOf(page, titles.USD)
        .getByRole('button', { name: new RegExp(`End the guarantee of ${titles.USD}`) })
        .click();
      const confirm = page.getByRole('dialog', { name: 'End the guarantee now?' });
      await expect(confirm).toContainText('$1,500');
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'End guarantee' }).click();
      await expect(
        page.getByText('The guarantee was ended; the reward is payable when the company pays.'),
      ).toBeVisible();
      const today = appDate(new Date());
      await expect(rowOf(page, titles.USD)).toContainText(today);

      await rowOf(page, titles.EUR)
        .getByRole('button', { name: new RegExp(`Guarantee failed for ${titles.EUR}`) })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Guarantee failed' });
      await dialog.getByRole('button', { name: 'Cancel the reward' }).click();
      await expect(dialog.getByText('Please give the reason.')).toBeVisible();
      await dialog.getByLabel('Reason').fill('Left in the second week');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancel the reward' }).click();
      await expect(page.getByText(/credit note INV-\d{4}-\d{6} was issued/)).toBeVisible();
      // The job is open again and nobody holds its reward: it is a commitment once more.
      await expect(rowOf(page, titles.EUR)).toContainText('Committed');

      // The guarantee period: a bad value is refused on the spot; the default stays.
      const days = page.getByLabel('Days', { exact: true });
      await expect(days).toHaveValue('90');
      await days.fill('0');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Enter a whole number of days from 1 to 730.')).toBeVisible();
      await days.fill('90');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('The guarantee period was saved.')).toBeVisible();
    });
  }

  test('the recruiter sees each currency apart: the badge and Point History', async ({ page }) => {
    test.setTimeout(150_000);
    const member = await memberOfNewCompany(page.request);
    const { recruiterUser } = await companyWithHires(page.request, member.auth);
    await payAndEndGuarantees(page.request, member.user);

    await page.setViewportSize(VIEWPORTS.desktop);
    await logInThroughApi(page, recruiterUser);
    await openDashboard(page);
    // Two balances side by side, never one sum of 3,000.
    const badge = page.getByRole('link', {
      name: 'Your points: €1,500 (1,500 points) · $1,500 (1,500 points)',
    });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page.getByRole('heading', { name: 'Point History', level: 1 })).toBeVisible();
    for (const currency of ['EUR', 'USD']) {
      const card = page.getByRole('article', { name: `Rewards in ${currency}` });
      await expect(card).toContainText(currency === 'EUR' ? '€1,500' : '$1,500');
      await expect(card).toContainText('Payable');
    }
    await expect(page.getByRole('cell', { name: 'Reward', exact: true })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(VIEWPORTS.mobile);
    // The short form fits a phone's top bar: the first currency and how many more.
    await expect(page.locator('.points-badge__short')).toHaveText('€1,500 +1');
    await expect(badge).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
