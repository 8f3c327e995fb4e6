import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { runAxe } from './axe-check.ts';

type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit';

/**
 * Waits until the app has taken the page over (`data-app="ready"` on <html>). The server renders
 * the public pages, so they show before the app can answer a click: a click in between is lost.
 * Navigations that ask for an earlier moment (`waitUntil` other than 'load') do not wait.
 */
async function appReady(page: Page, waitUntil: WaitUntil | undefined) {
  if (waitUntil && waitUntil !== 'load') return;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

function waitForAppOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady(page, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady(page, options?.waitUntil);
    return response;
  };
}

function waitForAppInContext(context: BrowserContext) {
  context.on('page', waitForAppOnNavigation);
  for (const page of context.pages()) waitForAppOnNavigation(page);
}

/** Playwright's test, with every page's goto and reload waiting for the app (`appReady`). */
export const test = base.extend({
  context: async ({ context }, use) => {
    waitForAppInContext(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        waitForAppInContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
export { expect };

export const DEMO_PASSWORD = 'Copper-Lantern-42';
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

/**
 * Resolves once no finite CSS animation or transition is running (endless ones, such as a
 * spinner's, are left alone). Axe reads colours as they are drawn: a dialog still fading in has
 * paler text than it will have, and its contrast would be judged on that.
 */
async function animationsSettled(page: Page) {
  // A transition starts a frame after its starting class is set; two frames let it begin.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** No accessibility violation of serious or critical impact on the page as it is now. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  /** `false` for a page that shows a sandboxed frame: axe cannot enter it and waits forever. */
  options: { frames?: boolean } = {},
) {
  await animationsSettled(page);
  // A toast whose life ends while axe reads the page fades out: measured half-transparent, its
  // text fails the contrast rule. Leaving toasts are judged as they look before they fade.
  await page.addStyleTag({
    content:
      '.p-toast-message-exit, .p-toast-message-exit-active { opacity: 1 !important; transition: none !important; }',
  });
  const results = await runAxe(page, { frames: options.frames });
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A date as the logged-in area shows it in English: MMM DD, YYYY, in UTC ("Nov 05, 2026"). */
export function appDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
