import { type Page } from '@playwright/test';
import {
  expect,
  test,
  DEMO,
  VIEWPORTS,
  expectNoSeriousA11yViolations,
  loginThroughForm,
} from './support.ts';

// Axe over a full table is slow on a busy machine; the journeys log in twice.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: VIEWPORTS.desktop });

async function login(page: Page, email: string) {
  await page.goto('/login');
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(/\/chrs\//);
}

async function findRecruiter(page: Page) {
  await page.getByLabel('Search').fill(DEMO.recruiter);
  const row = page.getByRole('row').filter({ hasText: DEMO.recruiter });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 record', { exact: true })).toBeVisible();
  return row;
}

test('staff find recruiter@demo.local, deactivate them (login refused) and reactivate them', async ({
  page,
  browser,
}) => {
  await login(page, DEMO.admin);
  await page.goto('/chrs/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const row = await findRecruiter(page);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Details: profile, company membership and totals.
  await row.getByRole('button', { name: /^Details of / }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(DEMO.recruiter)).toBeVisible();
  await expect(detail.getByText('Point balance')).toBeVisible();
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(detail).toBeHidden();

  await row.getByRole('button', { name: /^Deactivate / }).click();
  await expect(page.getByRole('dialog')).toContainText('They are signed out at once');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('User deactivated')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  const other = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const recruiter = await other.newPage();
  await recruiter.goto('/login');
  await loginThroughForm(recruiter, DEMO.recruiter);
  await expect(
    recruiter.getByText('Your account is not active. Please contact support.'),
  ).toBeVisible();
  await expect(recruiter).toHaveURL(/\/login/);

  await row.getByRole('button', { name: /^Activate / }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('User activated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await recruiter.goto('/login');
  await loginThroughForm(recruiter, DEMO.recruiter);
  await expect(recruiter).toHaveURL(/\/chrs\//);
  await other.close();
});

test('staff cannot deactivate or re-role themself; filters narrow the list', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/chrs/users');
  await page.getByLabel('Search').fill(DEMO.admin);
  const self = page.getByRole('row').filter({ hasText: DEMO.admin });
  await expect(self).toHaveCount(1);
  await expect(self.getByText('(you)')).toBeVisible();
  await expect(self.getByRole('button', { name: /^Deactivate / })).toBeDisabled();
  await expect(self.getByRole('button', { name: /^Change the role of / })).toBeDisabled();

  // The role filter narrows the search: the company account is found under its own role only.
  await page.getByLabel('Search').fill(DEMO.company);
  await expect(page.getByRole('row').filter({ hasText: DEMO.company })).toHaveCount(1);
  await page.getByLabel('Role', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Recruiter', exact: true }).click();
  await expect(page.getByText('No users match these filters.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DEMO.company })).toHaveCount(0);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the users page has no serious accessibility violations at ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await login(page, DEMO.admin);
    await page.goto('/chrs/users');
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });
}
