import { formatMoney } from '../../src/shared/format/money.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { createUser, uniqueLetters, type Auth } from './fixtures/users.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

type Overview = {
  currency: string;
  plans: {
    id: number;
    code: string;
    kind: string;
    nameEn: string;
    feeMinor: number;
    currency: string;
  }[];
};

async function overviewOf(request: Parameters<typeof createUser>[0], auth: Auth) {
  const answer = await request.get('/api/billing-plan', { headers: auth });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Overview;
}

test.describe('the billing plan', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`shows a company its plan and sends a monthly choice to checkout (${name})`, async ({
      asCompany: { page, auth },
    }) => {
      await page.setViewportSize(viewport);
      const overview = await overviewOf(page.request, auth);
      const monthly = overview.plans.find((plan) => plan.code === 'monthly_5');
      const perJob = overview.plans.find((plan) => plan.code === 'pay_per_job');
      if (!monthly || !perJob) throw new Error('the seeded plans are not offered');

      await page.goto('/chrs/billing-plan');
      await expect(page.getByRole('heading', { level: 1, name: 'Billing Plan' })).toBeVisible();
      const current = page.getByRole('article', { name: perJob.nameEn });
      await expect(current).toContainText('Current plan');
      await expect(current).toContainText(
        `${formatMoney(perJob.feeMinor, perJob.currency)} per job`,
      );
      await expect(current).toContainText('0 open jobs');
      const card = page.getByRole('article', { name: monthly.nameEn });
      await expect(card).toContainText(
        `${formatMoney(monthly.feeMinor, monthly.currency)} per month`,
      );
      await expect(card).toContainText('Up to 5 open jobs at a time');
      await expect(card).not.toContainText('Current plan');
      await expectNoSeriousA11yViolations(page);

      await card.getByRole('button', { name: `Choose ${monthly.nameEn}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Change plan' });
      await expect(dialog).toContainText('You pay at checkout');
      await expectNoSeriousA11yViolations(page);
      const atCheckout = page.waitForURL(new RegExp(`/chrs/checkout\\?plan=${monthly.id}$`), {
        waitUntil: 'commit',
      });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await atCheckout;
      // Only the payment changes the plan: it is still pay per job.
      const after = await page.request.get('/api/billing-plan', { headers: auth });
      expect(((await after.json()) as { current: { planId: number } }).current.planId).toBe(
        perJob.id,
      );
    });

    test(`lets staff edit a plan's price and look at a company's plan (${name})`, async ({
      asStaff: { page, auth },
    }) => {
      await page.setViewportSize(viewport);
      // A plan of this test's own, not on offer: the seeded plans other journeys pay for stay as they are.
      const code = `e2e_${uniqueLetters(10)}`;
      const created = await page.request.post('/api/billing-plan/plans', {
        headers: auth,
        data: {
          code,
          kind: 'monthly',
          nameEn: `Team ${code}`,
          nameTr: `Ekip ${code}`,
          openJobLimit: 8,
          active: false,
          sortOrder: 90,
          prices: [
            { currency: 'USD', feeMinor: 19900 },
            { currency: 'EUR', feeMinor: 17900 },
          ],
        },
      });
      expect(created.status()).toBe(201);
      const company = await createUser(page.request, 'company');

      await page.goto('/chrs/billing-plan');
      await expect(page.getByRole('heading', { level: 1, name: 'Billing plans' })).toBeVisible();
      await page.getByLabel('Search', { exact: true }).fill(code);
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('$199');
      await expect(row).toContainText('Not offered');
      await expectNoSeriousA11yViolations(page);

      await row.getByRole('button', { name: `Edit Team ${code}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit plan Team ${code}` });
      const fee = dialog.getByLabel('Fee in USD', { exact: true });
      // Typed key by key, as a person does: the number field formats as it goes.
      await fee.selectText();
      await fee.pressSequentially('249.50');
      await fee.blur();
      await expect(fee).toHaveValue('249.50');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('$249.50');
      await expect(row).toContainText('€179');

      const picker = page.getByLabel('Company', { exact: true });
      await picker.fill(company.company!.name);
      await page.getByRole('option', { name: company.company!.name }).click();
      const chosen = page.getByRole('article').filter({ hasText: 'Current plan' });
      await expect(chosen).toContainText('Pay per job');
      await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
