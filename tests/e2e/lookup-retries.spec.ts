import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

// Each failed lookup is asked three times by the app (1 s, then 2 s apart) before it says so.
test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-GB' });

const TEXT = {
  en: {
    tryAgain: 'Try Again',
    getStarted: 'The ways to get started could not be loaded. Please try again.',
    countries: 'Failed to load countries. Please try again.',
    levels: 'The education levels could not be loaded.',
    contacts: 'The people you can write to could not be loaded.',
    roles: 'The roles could not be loaded.',
    newMessage: 'New message',
    withholding: 'Withholding rates',
    changeRole: /^Change the role of /,
  },
  tr: {
    tryAgain: 'Tekrar Dene',
    getStarted: 'Başlama seçenekleri yüklenemedi. Lütfen tekrar deneyin.',
    countries: 'Ülkeler yüklenemedi. Lütfen tekrar deneyin.',
    levels: 'Eğitim düzeyleri yüklenemedi.',
    contacts: 'Yazabileceğiniz kişiler yüklenemedi.',
    roles: 'Roller yüklenemedi.',
    newMessage: 'Yeni mesaj',
    withholding: 'Stopaj oranları',
    changeRole: / rolünü değiştir$/,
  },
} as const;

/**
 * Calls to `pattern` answer 500 while `down` holds; then they reach the server again, a second
 * late, as on a busy server: the retry is still on its way when the test first looks.
 */
async function failing(page: Page, pattern: string) {
  const state = { down: true };
  await page.route(pattern, async (route) => {
    if (state.down) {
      await route.fulfill({
        status: 500,
        json: { code: 'internal', message: 'Internal server error' },
      });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  return state;
}

/** A picture of the error state, for a person to look at (SHOTS_DIR set). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

async function useLanguage(page: Page, language: 'en' | 'tr') {
  await page.addInitScript((lang) => window.localStorage.setItem('rm.language', lang), language);
}

/**
 * Clicks a lookup's dropdown while its retry is still on its way (its spinner: the recovered
 * lookup answers a second late) and expects its list to open with choices once they arrive, as a
 * person who clicked at once would.
 */
async function expectChoices(page: Page, field: Locator) {
  await expect(field.locator('.p-icon-spin')).toBeVisible();
  await field.locator('.p-dropdown, .p-multiselect').first().click();
  const list = page.locator('.p-dropdown-panel, .p-multiselect-panel').getByRole('option');
  await expect(list.first()).toBeVisible();
  await page.keyboard.press('Escape');
}

// Both languages and both widths, each language at one width: every case waits for the app's
// retries (seconds each), and the other two pairings add no path of their own.
const PAIRINGS = [
  ['en', 'desktop'],
  ['tr', 'mobile'],
] as const;

for (const [language, width] of PAIRINGS) {
  const text = TEXT[language];
  const viewport = VIEWPORTS[width];
  const tag = `${language}-${viewport.width}`;

  test.describe(`${language} at ${width} width`, () => {
    test.use({ viewport });

    test('public pages: get-started cards and the search’s countries', async ({ page }) => {
      await useLanguage(page, language);
      const cards = await failing(page, '**/api/accounts/get-started**');
      await page.goto('/get-started');
      const alert = page.getByRole('alert').filter({ hasText: text.getStarted });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.get-started__card')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `get-started-${tag}`);
      cards.down = false;
      await alert.getByRole('button', { name: text.tryAgain }).click();
      await expect(page.locator('.get-started__card h2')).toHaveCount(3);
      await expect(alert).toBeHidden();

      const countries = await failing(page, '**/api/lookups/countries**');
      await page.goto('/jobs');
      const field = page.locator('.job-search-form__countries');
      await field.locator('.p-multiselect').click();
      const error = field.getByRole('alert');
      await expect(error).toContainText(text.countries, { timeout: 20_000 });
      await page.keyboard.press('Escape');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `jobs-countries-${tag}`);
      countries.down = false;
      await error.getByRole('button', { name: text.tryAgain }).click();
      await expect(error).toBeHidden();
      await expectChoices(page, field);
    });

    test('a recruiter’s education levels and new message recipients', async ({
      asRecruiter: { page },
    }) => {
      await useLanguage(page, language);
      const levels = await failing(page, '**/api/candidates/education-levels**');
      await page.goto('/chrs/candidate-new');
      const field = page.locator('.referral-form__field', {
        has: page.locator('#candidate-level'),
      });
      const error = field.getByRole('alert');
      await expect(error).toContainText(text.levels, { timeout: 20_000 });
      await error.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `candidate-levels-${tag}`);
      levels.down = false;
      await error.getByRole('button', { name: text.tryAgain }).click();
      await expect(error).toBeHidden();
      await expectChoices(page, field);

      const contacts = await failing(page, '**/api/messages/contacts**');
      await page.goto('/messages');
      await page.getByRole('button', { name: text.newMessage }).click();
      const dialog = page.getByRole('dialog', { name: text.newMessage });
      const failed = dialog.getByRole('alert');
      await expect(failed).toContainText(text.contacts, { timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await shot(page, `new-message-${tag}`);
      contacts.down = false;
      await failed.getByRole('button', { name: text.tryAgain }).click();
      await expect(failed).toBeHidden();
    });

    test('staff: the withholding dialog’s countries and the role dialog’s roles', async ({
      asStaff: { page },
    }) => {
      await useLanguage(page, language);
      const countries = await failing(page, '**/api/lookups/countries**');
      await page.goto('/chrs/recruiter-payments');
      await page.getByRole('button', { name: text.withholding }).click();
      const dialog = page.getByRole('dialog', { name: text.withholding });
      const field = dialog.locator('.form-field').first();
      const error = field.getByRole('alert');
      await expect(error).toContainText(text.countries, { timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await shot(page, `withholding-countries-${tag}`);
      countries.down = false;
      await error.getByRole('button', { name: text.tryAgain }).click();
      await expect(error).toBeHidden();
      await expectChoices(page, field);

      const roles = await failing(page, '**/api/lookups/roles**');
      await page.goto('/chrs/users');
      const change = page.getByRole('button', { name: text.changeRole });
      await expect(change.first()).toBeVisible({ timeout: 20_000 });
      await change.and(page.locator(':enabled')).first().click();
      const roleDialog = page.getByRole('dialog');
      const roleError = roleDialog.getByRole('alert');
      await expect(roleError).toContainText(text.roles, { timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await shot(page, `role-dialog-${tag}`);
      roles.down = false;
      await roleError.getByRole('button', { name: text.tryAgain }).click();
      await expect(roleError).toBeHidden();
      await expectChoices(page, roleDialog.locator('.admin-field'));
    });
  });
}
