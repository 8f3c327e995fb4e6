import { THEME_DEFAULTS } from '../../src/shared/constants/theme.ts';
import { hireFirstApplication, postJob, referNewCandidate } from './fixtures/hiring.ts';
import { fillBillingInfo } from './fixtures/profile.ts';
import { expect, newSignedInPage, openDashboard, test } from './fixtures/signed-in.ts';
import { createUser, signIn, uniqueLetters, type Role } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations, loginThroughForm } from './support.ts';

test.describe('the logged-in app', () => {
  test('each role sees its menu, its dashboard and its badges', async ({ browser }) => {
    test.setTimeout(180_000);
    const roles: {
      role: Role;
      menu: string[];
      section: string | RegExp;
      points: boolean;
    }[] = [
      {
        role: 'recruiter',
        menu: ['My Dashboard', 'Candidates'],
        section: 'Open jobs to refer to',
        points: true,
      },
      {
        role: 'candidate',
        menu: ['My Dashboard'],
        section: 'Your applications',
        points: false,
      },
      {
        role: 'company',
        menu: ['My Dashboard', 'Applications'],
        section: /Jobs of /,
        points: false,
      },
      { role: 'staff', menu: ['Users', 'Companies'], section: 'Active users', points: false },
    ];
    for (const role of roles) {
      const { page, auth } = await newSignedInPage(browser, role.role, {
        viewport: VIEWPORTS.desktop,
      });
      // The company's dashboard lists its jobs: it gets one to list.
      if (role.role === 'company')
        await postJob(page.request, auth, { title: `Account Executive ${uniqueLetters()}` });
      await openDashboard(page);
      const sidebar = page.getByRole('navigation', { name: 'Main menu' });
      for (const name of role.menu)
        await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: role.section })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Your points: / })).toHaveCount(
        role.points ? 1 : 0,
      );
      await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Messages, \d+ unread$/ })).toBeVisible();
      if (role.role === 'company') {
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
    // The recruiter may write to the company once it has referred someone to the company's job.
    const companySide = await newSignedInPage(browser, 'company', { viewport: VIEWPORTS.desktop });
    const recruiterSide = await newSignedInPage(browser, 'recruiter', {
      viewport: VIEWPORTS.desktop,
    });
    const { id: jobId } = await postJob(companySide.page.request, companySide.auth, {
      title: `Account Executive ${uniqueLetters()}`,
    });
    await referNewCandidate(recruiterSide.page.request, recruiterSide.auth, jobId);
    const company = companySide.page;
    const recruiter = recruiterSide.page;
    const recruiterName = recruiterSide.user.fullName;
    await openDashboard(company);
    await openDashboard(recruiter);
    await company.mouse.move(10, 10);

    const text = `Is the Account Executive role still open? ${Date.now()}`;
    await recruiter.goto('/messages');
    await recruiter.getByRole('button', { name: 'New message' }).click();
    const dialog = recruiter.getByRole('dialog', { name: 'New message' });
    await dialog.getByText('Choose a person and job').last().click();
    await recruiter
      .getByRole('option', { name: new RegExp(`^${companySide.user.fullName} · `) })
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
    await expect(panel.getByText(`New message from ${recruiterName}`).first()).toBeVisible();
    await panel.getByRole('button', { name: 'Mark read' }).first().click();
    await expect(
      company.getByRole('button', { name: `Notifications, ${before} unread` }),
    ).toBeVisible();

    await company.getByRole('button', { name: /^Messages, [1-9]\d* unread$/ }).click();
    await company
      .getByRole('region', { name: 'Messages' })
      .getByRole('button', { name: new RegExp(recruiterName) })
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

  test('the theme settings survive a reload', async ({ asCandidate: { page, auth } }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openDashboard(page);
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

  test('the splash retries the startup calls and stops after the third retry', async ({ page }) => {
    const candidate = await createUser(page.request, 'candidate');
    await page.route('**/api/preferences', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"internal","message":"x"}',
      }),
    );
    await page.goto('/login');
    await loginThroughForm(page, candidate.email, candidate.password);
    const error = 'Server error (500). Please try again later or contact support.';
    await expect(page.getByText(/^welcome back /)).toBeVisible();
    await expect(page.getByText(error)).toBeVisible({ timeout: 20_000 });
    for (let retry = 1; retry <= 2; retry += 1) {
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText(error)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      page.getByText('Maximum retry attempts reached. Please contact support or try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  });

  test('a reload with a valid session shows the splash once', async ({
    asRecruiter: { page, user },
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openDashboard(page);
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
    ).toMatch(new RegExp(`^[^|]*welcome back ${user.firstname}`));
    expect(startupCalls.filter((path) => path === '/api/preferences')).toHaveLength(1);
  });

  test('billing info checks every rule, then saves', async ({
    asRecruiter: { page, auth, user },
  }) => {
    test.setTimeout(180_000);
    // The recruiter's stored billing information, which the test then edits.
    await fillBillingInfo(page.request, auth, user);
    await page.setViewportSize(VIEWPORTS.desktop);
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

  test('at 390 px: drawer locks the page, panels are fixed and exclusive', async ({
    asRecruiter: { page, user, auth },
    request,
  }) => {
    test.setTimeout(180_000);
    // A hire credits the recruiter: the point history has a row, with names of everyday length
    // (the table must fit 390 px as the demo recruiter's does).
    const member = await signIn(request, await createUser(request, 'company'));
    const { id: jobId } = await postJob(request, member, { title: 'Data Analyst' });
    await referNewCandidate(page.request, auth, jobId, { firstname: 'Grace', lastname: 'Hopper' });
    await hireFirstApplication(request, member, jobId);
    await page.setViewportSize(VIEWPORTS.mobile);
    await openDashboard(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The drawer takes the keyboard: focus in the menu, Tab never walks the page behind it.
    await expect(menu.locator(':focus')).toHaveCount(1);
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(
        false,
      );
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.locator('.app-shell__page')).not.toHaveAttribute('inert');
    await expect(page.locator('.session-splash__card')).toHaveCount(0);

    await page.getByRole('button', { name: /^Notifications, / }).click();
    await expect(page.locator('#notifications-panel')).toHaveClass(/app-panel--fixed/);
    await page.getByRole('button', { name: `Open profile menu for ${user.fullName}` }).click();
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
