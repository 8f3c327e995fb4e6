import { type Page } from '@playwright/test';
import { completeProfile } from './fixtures/profile.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations, pickDropdownOption } from './support.ts';

/** Opens the PrimeReact dropdown whose input has this id. */
const openDropdown = (page: Page, inputId: string) =>
  page.locator(`.p-dropdown:has(#${inputId})`).click();

test.describe('profile', () => {
  test('gender: the spec field, with the lookup choices in en and tr, saved and kept', async ({
    asCandidate: { page, auth },
  }) => {
    test.setTimeout(120_000);
    await completeProfile(page.request, auth);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/chrs/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible({
      timeout: 20_000,
    });

    const list = page.getByRole('listbox');
    // the form settles (profile and choices arrive) before the overlay stays open
    await expect(async () => {
      await openDropdown(page, 'profile-gender');
      await expect(list.getByRole('option')).toHaveCount(4, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(list.getByRole('option')).toHaveText([
      'Female',
      'Male',
      'Non-binary',
      'Prefer not to say',
    ]);
    await page.keyboard.press('Escape');
    // the list may still be closing; the helper retries until the field shows the choice
    await pickDropdownOption(page, 'Gender', 'Prefer not to say');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Prefer not to say', {
      timeout: 20_000,
    });
    await expectNoSeriousA11yViolations(page);

    // Turkish labels and choices
    await page.getByRole('button', { name: 'Türkçe (TR)', exact: true }).first().click();
    await expect(page.getByLabel('Cinsiyet', { exact: true })).toHaveValue('Belirtmek istemiyorum');
    await page.getByRole('button', { name: 'English (EN)', exact: true }).first().click();

    // at 390 px nothing spills over sideways once the layout has switched to mobile
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(page.locator('.app-shell--mobile')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a new profile, its city waiting for a country, has no serious accessibility violation', async ({
    asRecruiter: { page },
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/chrs/profile');
    const city = page.locator('.p-dropdown:has(#profile-place-city)');
    await expect(city).toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
    await expect(city).toContainText('Choose a country first');
    await expectNoSeriousA11yViolations(page);
  });
});
