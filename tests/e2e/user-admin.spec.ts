import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { createUser, type TestUser } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations, loginThroughForm } from './support.ts';

// Axe over a full table is slow on a busy machine; the journeys log in twice.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: VIEWPORTS.desktop });

async function findUser(page: Page, user: TestUser) {
  await page.getByLabel('Search').fill(user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 record', { exact: true })).toBeVisible();
  return row;
}

test('staff find a recruiter, deactivate them (login refused) and reactivate them', async ({
  asStaff: { page },
  browser,
}) => {
  const recruiterUser = await createUser(page.request, 'recruiter');
  await page.goto('/chrs/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const row = await findUser(page, recruiterUser);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Details: profile, company membership and totals.
  await row.getByRole('button', { name: /^Details of / }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(recruiterUser.email)).toBeVisible();
  await expect(detail.getByText('Payable balance')).toBeVisible();
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
  await loginThroughForm(recruiter, recruiterUser.email, recruiterUser.password);
  await expect(
    recruiter.getByText('Your account is not active. Please contact support.'),
  ).toBeVisible();
  await expect(recruiter).toHaveURL(/\/login/);

  await row.getByRole('button', { name: /^Activate / }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('User activated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await recruiter.goto('/login');
  await loginThroughForm(recruiter, recruiterUser.email, recruiterUser.password);
  await expect(recruiter).toHaveURL(/\/chrs\//);
  await other.close();
});

test('staff cannot deactivate or re-role themself; filters narrow the list', async ({
  asStaff: { page, user },
}) => {
  const member = await createUser(page.request, 'company');
  await page.goto('/chrs/users');
  await page.getByLabel('Search').fill(user.email);
  const self = page.getByRole('row').filter({ hasText: user.email });
  await expect(self).toHaveCount(1);
  await expect(self.getByText('(you)')).toBeVisible();
  await expect(self.getByRole('button', { name: /^Deactivate / })).toBeDisabled();
  await expect(self.getByRole('button', { name: /^Change the role of / })).toBeDisabled();

  // The role filter narrows the search: the company account is found under its own role only.
  await page.getByLabel('Search').fill(member.email);
  await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);
  await page.getByLabel('Role', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Recruiter', exact: true }).click();
  await expect(page.getByText('No users match these filters.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the users page has no serious accessibility violations at ${name}`, async ({
    asStaff: { page },
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/chrs/users');
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });
}
