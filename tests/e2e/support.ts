import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = {
  admin: 'admin@demo.local',
  recruiter: 'recruiter@demo.local',
  candidate: 'candidate@demo.local',
  company: 'company@demo.local',
} as const;

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** Logs in through the login form, like a person would. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Opens the PrimeReact dropdown labelled `label` from the keyboard and takes the option named
 * `option` (the first one without a name), until the field shows a value: the previous dropdown's
 * list may still be closing, and an option found then would be one of its entries.
 */
export async function pickDropdownOption(page: Page, label: string, option?: string) {
  const field = page.getByLabel(label, { exact: true });
  const shown = page.locator('.p-dropdown').filter({ has: field }).locator('.p-dropdown-label');
  await expect(async () => {
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await field.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    const target = option
      ? list.getByRole('option', { name: option, exact: true })
      : list.getByRole('option').first();
    await target.click({ timeout: 2_000 });
    await expect(shown).not.toHaveClass(/p-placeholder/, { timeout: 1_000 });
    if (option) await expect(shown).toHaveText(option, { timeout: 1_000 });
  }).toPass();
}

/** No accessibility violation of serious or critical impact on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
