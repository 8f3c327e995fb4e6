import { expect, test } from './fixtures/signed-in.ts';
import { createUser } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations, loginThroughForm } from './support.ts';

test.describe('guards and session', () => {
  test('a visitor is sent to login with the page kept, and comes back to it after login', async ({
    page,
  }) => {
    const staff = await createUser(page.request, 'staff');
    await page.goto('/chrs/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fchrs%2Fusers$/);
    await loginThroughForm(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/chrs\/users$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Unauthorized Access')).toHaveCount(0);
  });

  test('a user whose menu lacks the page sees Unauthorized; Go Back returns home', async ({
    page,
  }) => {
    const recruiter = await createUser(page.request, 'recruiter');
    await page.goto('/login');
    await loginThroughForm(page, recruiter.email, recruiter.password);
    await expect(page).toHaveURL(/\/chrs\/job-openings$/);
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await page.goto('/chrs/users');
    await expect(page.getByText('403')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the session survives a reload, login sends a logged-in user away, logout goes home', async ({
    page,
  }) => {
    const member = await createUser(page.request, 'company');
    await page.goto('/login');
    await loginThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/chrs\/job-openings$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/chrs\/job-openings$/);
    await page
      .getByRole('button', { name: /Logout/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/chrs/job-openings');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('a wrong password shows the server message and keeps the user on login', async ({
    page,
  }) => {
    const recruiter = await createUser(page.request, 'recruiter');
    await page.goto('/login');
    await loginThroughForm(page, recruiter.email, 'Wrong1234!');
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address shows Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('public shell', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`home, login, 403 and 404 have no serious accessibility violations at ${name} width`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/login', '/unauthorized', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('the language switcher turns the interface Turkish and remembers it', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.goto('/');
    await page
      .getByRole('button', { name: /Türkçe|Turkish/ })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();
  });
});
