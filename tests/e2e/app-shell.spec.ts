import { type Browser, type Page } from '@playwright/test';
import { THEME_DEFAULTS } from '../../src/shared/constants/theme.ts';
import {
  expect,
  test,
  DEMO,
  VIEWPORTS,
  expectNoSeriousA11yViolations,
  loginThroughForm,
} from './support.ts';

/** Logs in through the form and keeps the access token of the login answer for direct API calls. */
async function logIn(page: Page, email: string) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/login') && response.status() === 200,
  );
  await page.goto('/login');
  await loginThroughForm(page, email);
  const { accessToken } = (await (await answer).json()) as { accessToken: string };
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  return { authorization: `Bearer ${accessToken}` };
}

async function newPage(browser: Browser, viewport = VIEWPORTS.desktop) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

test.describe('the logged-in app', () => {
  test('each role sees its menu, its dashboard and its badges', async ({ browser }) => {
    test.setTimeout(180_000);
    const roles = [
      {
        email: DEMO.recruiter,
        menu: ['My Dashboard', 'Candidates'],
        section: 'Open jobs to refer to',
        points: true,
      },
      {
        email: DEMO.candidate,
        menu: ['My Dashboard'],
        section: 'Your applications',
        points: false,
      },
      {
        email: DEMO.company,
        menu: ['My Dashboard', 'Applications'],
        section: /Jobs of /,
        points: false,
      },
      { email: DEMO.admin, menu: ['Users', 'Companies'], section: 'Active users', points: false },
    ];
    for (const role of roles) {
      const page = await newPage(browser);
      await logIn(page, role.email);
      const sidebar = page.getByRole('navigation', { name: 'Main menu' });
      for (const name of role.menu)
        await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: role.section })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Your points: / })).toHaveCount(
        role.points ? 1 : 0,
      );
      await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Messages, \d+ unread$/ })).toBeVisible();
      if (role.email === DEMO.company) {
        await expect(page.getByRole('button', { name: 'List Candidates' }).first()).toBeVisible();
        const warnings = page.getByRole('region', { name: 'Things to complete' });
        await expect(warnings).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    }
  });

  test('a message reaches its recipient live, as a notification and in the conversation', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Pages idle for 60 s are logged out: both sides keep moving the mouse between steps.
    const company = await newPage(browser);
    await logIn(company, DEMO.company);
    const recruiter = await newPage(browser);
    await logIn(recruiter, DEMO.recruiter);
    await company.mouse.move(10, 10);

    const text = `Is the Account Executive role still open? ${Date.now()}`;
    await recruiter.goto('/messages');
    await recruiter.getByRole('button', { name: 'New message' }).click();
    const dialog = recruiter.getByRole('dialog', { name: 'New message' });
    await dialog.getByText('Choose a person and job').last().click();
    await recruiter
      .getByRole('option', { name: /^Oliver Schmidt · / })
      .first()
      .click();
    await dialog.getByLabel('Message').fill(text);
    await company.mouse.move(20, 20);
    const bell = company.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(recruiter.getByText(text).first()).toBeVisible();

    // no reload on the company side: the event stream brings it
    await expect(
      company.getByRole('button', { name: `Notifications, ${before + 1} unread` }),
    ).toBeVisible();
    await company.getByRole('button', { name: /^Notifications, / }).click();
    const panel = company.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByText('New message from Rachel Moore').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Mark read' }).first().click();
    await expect(
      company.getByRole('button', { name: `Notifications, ${before} unread` }),
    ).toBeVisible();

    await company.getByRole('button', { name: /^Messages, [1-9]\d* unread$/ }).click();
    await company
      .getByRole('region', { name: 'Messages' })
      .getByRole('button', { name: /Rachel Moore/ })
      .first()
      .click();
    await expect(company.getByText(text).last()).toBeVisible();
    await expect(company.getByRole('button', { name: 'Messages, 0 unread' })).toBeVisible();
    await company
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Yes, it is. Send us your candidate.');
    await company.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(recruiter.getByText('Yes, it is. Send us your candidate.').last()).toBeVisible();
    await company.context().close();
    await recruiter.context().close();
  });

  test('the theme settings survive a reload', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const auth = await logIn(page, DEMO.candidate);
    await page.getByRole('button', { name: 'Open theme settings' }).click();
    const panel = page.getByRole('complementary').filter({ hasText: 'Theme Customization' });
    await panel.getByRole('button', { name: 'Increase scale' }).click();
    await panel.getByRole('radio', { name: 'Dark' }).check();
    await panel.getByRole('radio', { name: 'Slim' }).check();
    await expect(panel.getByText('Menu themes are only available in light mode.')).toBeVisible();
    await page.waitForTimeout(800); // the save is debounced
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await expect(page.locator('html')).toHaveCSS('font-size', '15px');
    await expect(page.locator('.app-shell--slim')).toBeVisible();
    await page.request.put('/api/preferences/theme', {
      headers: auth,
      data: THEME_DEFAULTS,
    });
  });

  test('the splash retries the startup calls and stops after the third failure', async ({
    page,
  }) => {
    await page.route('**/api/preferences', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"internal","message":"x"}',
      }),
    );
    await page.goto('/login');
    await loginThroughForm(page, DEMO.candidate);
    const error = 'Server error (500). Please try again later or contact support.';
    await expect(page.getByText(/^welcome back /)).toBeVisible();
    await expect(page.getByText(error)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(error)).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      page.getByText('Maximum retry attempts reached. Please contact support or try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  });

  test('a reload with a valid session shows the splash once', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    // counts every splash element attached to the page, from the first script of each load
    await page.addInitScript(() => {
      const seen = new Set<Element>();
      const record = () => {
        for (const splash of document.querySelectorAll('.session-splash')) seen.add(splash);
        const state = window as unknown as { splashMounts: number; splashText: string };
        state.splashMounts = seen.size;
        state.splashText = [...seen].map((splash) => splash.textContent).join('|');
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
    await logIn(page, DEMO.recruiter);
    const startupCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/profile' || path === '/api/preferences') startupCalls.push(path);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('.session-splash')).toHaveCount(0);
    await page.waitForTimeout(1000); // nothing comes after it
    expect(
      await page.evaluate(() => (window as unknown as { splashMounts: number }).splashMounts),
    ).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { splashText: string }).splashText),
    ).toMatch(/^[^|]*welcome back Rachel/);
    expect(startupCalls.filter((path) => path === '/api/preferences')).toHaveLength(1);
  });

  test('billing info checks every rule, then saves', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await logIn(page, DEMO.recruiter);
    await page.goto('/chrs/personal-billing-info');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal Billing Info' }),
    ).toBeVisible();
    const iban = page.getByLabel('IBAN');
    const save = page.getByRole('button', { name: 'Save Changes' });

    await iban.fill('GB82 WEST 1234 5698 7654 31');
    await save.click();
    await expect(page.getByText('Invalid IBAN checksum')).toBeVisible();
    await iban.fill('GB82-WEST');
    await save.click();
    await expect(page.getByText('Invalid IBAN format')).toBeVisible();

    await page.getByLabel('Billing Address').fill('Short');
    await save.click();
    await expect(page.getByText('Billing address must be at least 10 characters')).toBeVisible();

    await page.getByLabel('Corporate').check();
    await expect(page.getByLabel('Company Name')).toBeVisible();
    await page.getByLabel('VAT Registered').check();
    await save.click();
    await expect(page.getByLabel('Tax Number')).toBeVisible();
    await page.getByLabel('Tax Number').fill('TR-1234567');
    await page.getByLabel('Personal').check();
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await expect(page.getByLabel('Tax Number')).toHaveCount(0);

    await iban.fill('gb82 west 1234 5698 7654 32');
    await page.getByLabel('Billing Address').fill('221B Baker Street, Marylebone');
    await save.click();
    await expect(page.getByText('Billing information saved successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('IBAN')).toHaveValue('GB82WEST12345698765432', {
      timeout: 20_000,
    });
    await expect(page.getByLabel('Billing Address')).toHaveValue('221B Baker Street, Marylebone');
    await expectNoSeriousA11yViolations(page);
  });

  test('at 390 px: drawer locks the page, panels are fixed and exclusive', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS.mobile);
    await logIn(page, DEMO.recruiter);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await page.getByRole('button', { name: /^Notifications, / }).click();
    await expect(page.locator('#notifications-panel')).toHaveClass(/app-panel--fixed/);
    await page.getByRole('button', { name: 'Open profile menu for Rachel Moore' }).click();
    await expect(page.locator('#notifications-panel')).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Point History' })).toBeVisible();
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/chrs/user-point-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Point History' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
