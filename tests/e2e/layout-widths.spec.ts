import type { Page } from '@playwright/test';
import { expect, openDashboard, test } from './fixtures/signed-in.ts';

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test.describe('narrow and in-between windows', () => {
  test('a job detail page fits a 390 px window before its lower sections are laid out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jobs');
    const link = page.locator('a[href*="/job-detail/"]').first();
    await expect(link).toBeVisible();
    await page.goto((await link.getAttribute('href')) ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSideScroll(page);
  });

  test('the page content editor fits a 390 px window', async ({ asStaff: { page } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/chrs/cms/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New item' })).toBeVisible();
    await expectNoSideScroll(page);
  });

  test('the home carousel shows four whole cards at 1286 px', async ({ page }) => {
    await page.setViewportSize({ width: 1286, height: 900 });
    await page.goto('/');
    const viewport = page.locator('.p-carousel-items-content').first();
    await expect(viewport).toBeVisible();
    const box = await viewport.boundingBox();
    const cards = viewport.locator('.p-carousel-item');
    await expect(cards.nth(3)).toBeVisible();
    const fourth = await cards.nth(3).boundingBox();
    expect(box && fourth).toBeTruthy();
    expect(fourth!.x + fourth!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
  });

  test('between 992 and 1024 px the layout is desktop but the top bar is compact (spec: 1024)', async ({
    asRecruiter: { page, user },
  }) => {
    const name = user.fullName;
    await page.setViewportSize({ width: 1000, height: 800 });
    await openDashboard(page);
    // The layout's own check is 991 px: the sidebar stays in place, the toggle collapses it.
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await expect(page.locator('.app-topbar .profile-button__name')).toHaveCount(0);
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect(page.locator('.app-topbar .profile-button__name')).toHaveText(name);
    await expectNoSideScroll(page);
  });

  test('a toast fits a 390 px window on a public page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/lookups/countries**', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal server error' } }),
    );
    await page.goto('/jobs');
    await page.locator('.job-search-form__countries .p-multiselect').click();
    const toast = page.locator('.p-toast-message').filter({
      hasText: 'Failed to load countries. Please try again.',
    });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
