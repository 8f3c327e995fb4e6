import { type Page } from '@playwright/test';
import { THEME_DEFAULTS } from '../../src/shared/constants/theme.ts';
import { postJob, referNewCandidate } from './fixtures/hiring.ts';
import { completeProfile } from './fixtures/profile.ts';
import { expect, openDashboard, test } from './fixtures/signed-in.ts';
import { createUser, signIn } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

/** Stores theme settings on the server, then reloads so that the app adopts them. */
async function useTheme(
  page: Page,
  auth: { authorization: string },
  theme: Partial<Record<keyof typeof THEME_DEFAULTS, unknown>>,
) {
  const saved = await page.request.put('/api/preferences/theme', {
    headers: auth,
    data: { ...THEME_DEFAULTS, ...theme },
  });
  expect(saved.status()).toBe(200);
}

test.describe('theme settings', () => {
  test('horizontal menu: groups open as dropdowns by mouse and keyboard; 390 px falls back to the drawer', async ({
    asStaff: { page, auth },
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await useTheme(page, auth, { menuMode: 'horizontal' });
    try {
      await openDashboard(page);
      await expect(page.locator('.app-shell--horizontal')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const backOffice = nav.getByRole('button', { name: 'Back Office' });
      const lookups = nav.getByRole('button', { name: 'Lookups' });
      const backOfficeMenu = nav.getByRole('list', { name: 'Back Office' });

      // the bar sits above the page, not beside it
      const box = await nav.boundingBox();
      expect(box?.width).toBeGreaterThan(1000);
      expect(box?.height).toBeLessThan(150);

      // mouse: open, the entries show, a click outside closes
      await expect(backOffice).toHaveAttribute('aria-expanded', 'false');
      await expect(backOfficeMenu).toBeHidden();
      await backOffice.click();
      await expect(backOffice).toHaveAttribute('aria-expanded', 'true');
      await expect(backOfficeMenu.getByRole('link', { name: 'Users' })).toBeVisible();
      await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).click();
      await expect(backOfficeMenu).toBeHidden();

      // only one dropdown at a time
      await backOffice.click();
      await lookups.click();
      await expect(backOfficeMenu).toBeHidden();
      await expect(nav.getByRole('list', { name: 'Lookups' })).toBeVisible();
      await lookups.click();

      // keyboard: Enter opens on the first entry, arrows move, Escape closes and gives focus back
      await backOffice.focus();
      await page.keyboard.press('Enter');
      await expect(backOfficeMenu.getByRole('link', { name: 'Companies' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(backOfficeMenu.getByRole('link', { name: 'Users' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(backOfficeMenu.getByRole('link').last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(backOfficeMenu).toBeHidden();
      await expect(backOffice).toBeFocused();
      // Space opens too; ArrowRight moves along the bar to the next group
      await page.keyboard.press('Space');
      await expect(backOfficeMenu).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowRight');
      await expect(lookups).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const lookupsMenu = nav.getByRole('list', { name: 'Lookups' });
      await expect(lookupsMenu.getByRole('link').first()).toBeFocused();

      // following an entry closes the dropdown and marks the page and its group as current
      await backOffice.click();
      await backOfficeMenu.getByRole('link', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/chrs\/users$/);
      await expect(backOfficeMenu).toBeHidden();
      await expect(backOffice).toHaveClass(/app-hmenu__button--current/);
      await expect(backOffice).toHaveAccessibleName(/Back Office/);
      await expect(lookups).not.toHaveClass(/app-hmenu__button--current/);
      await backOffice.click();
      await expect(backOfficeMenu.getByRole('link', { name: 'Users' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.keyboard.press('Escape');
      await expectNoSeriousA11yViolations(page);

      // at 390 px the same settings give the mobile drawer
      await page.setViewportSize(VIEWPORTS.mobile);
      await expect(page.locator('.app-shell--drawer')).toBeVisible();
      await expect(page.locator('.app-shell--horizontal')).toHaveCount(0);
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
      const width = await nav.evaluate((element) => element.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(390);
    } finally {
      await useTheme(page, auth, {});
    }
  });

  test('dark scheme: dashboard, profile and job openings are dark and pass axe', async ({
    asRecruiter: { page, auth },
    request,
  }) => {
    test.setTimeout(150_000);
    // A recruiter at work: a full profile and a referral in the dashboard's table.
    await completeProfile(page.request, auth);
    const member = await signIn(request, await createUser(request, 'company'));
    const { id: jobId } = await postJob(request, member, { title: 'Data Analyst' });
    await referNewCandidate(page.request, auth, jobId, { firstname: 'Grace', lastname: 'Hopper' });
    await page.setViewportSize(VIEWPORTS.desktop);
    await useTheme(page, auth, { colorScheme: 'dark' });
    try {
      await openDashboard(page);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      // PrimeReact's own dark theme is in place, and our surfaces are dark
      await expect(page.locator('link#rm-prime-dark-theme')).toHaveAttribute(
        'href',
        /lara-dark-indigo|theme-.*\.css/,
      );
      const isDark = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const [r, g, b] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(
              Number,
            );
            return (r ?? 255) + (g ?? 255) + (b ?? 255) < 200;
          });
      expect(await isDark('body')).toBe(true);
      expect(await isDark('.app-sidebar')).toBe(true);

      await expectNoSeriousA11yViolations(page);

      await page.goto('/chrs/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible({
        timeout: 20_000,
      });
      expect(await isDark('.p-card, .profile-form')).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/chrs/user-point-history');
      await expect(page.getByRole('heading', { level: 1, name: 'Point History' })).toBeVisible({
        timeout: 20_000,
      });
      await expectNoSeriousA11yViolations(page);

      // the public job openings keep the user's scheme: the public shell is dark too
      await page.goto('/jobs');
      await expect(page.locator('.job-card, .jobs-empty, [class*="job"]').first()).toBeVisible({
        timeout: 20_000,
      });
      expect(await isDark('body')).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto('/chrs/job-openings');
      await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible({
        timeout: 20_000,
      });
      await expectNoSeriousA11yViolations(page);
    } finally {
      await useTheme(page, auth, {});
    }
  });
});
