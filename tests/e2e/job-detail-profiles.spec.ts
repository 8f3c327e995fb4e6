import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { VIEWPORTS } from './support.ts';

test.use({ viewport: VIEWPORTS.desktop });

/** The first open job's detail page (every demo job has one or two company responsibles). */
async function openFirstJob(page: Page) {
  await page.goto('/jobs');
  const link = page.locator('a[href*="/job-detail/"]').first();
  await expect(link).toBeVisible();
  await page.goto((await link.getAttribute('href')) ?? '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a responsible’s avatar on job detail opens their public profile', async ({
  asRecruiter: { page },
}) => {
  await openFirstJob(page);
  const avatar = page.getByRole('button', { name: /^Profile of / }).first();
  const name = ((await avatar.getAttribute('aria-label')) ?? '').replace(/^Profile of /, '');
  await avatar.click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});

test('a profile that is not there says "User not found" on job detail, which stays', async ({
  asRecruiter: { page },
}) => {
  await openFirstJob(page);
  const jobUrl = page.url();
  await page.route('**/api/profile/public/**', (route) =>
    route.fulfill({ status: 404, json: { code: 'not_found', message: 'Not found' } }),
  );
  await page
    .getByRole('button', { name: /^Profile of / })
    .first()
    .click();
  await expect(page.getByText('User not found')).toBeVisible();
  expect(page.url()).toBe(jobUrl);
});
