import { expect, test } from './fixtures/signed-in.ts';
import { outboxMails } from './outbox.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('companies (staff)', () => {
  test('staff create a company and find it in the list', async ({ asStaff: { page } }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    const name = `Harbour Labs ${stamp()}`;

    await page.goto('/chrs/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByText(/\d+ compan(y|ies)/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'New Company' }).click();
    await expect(page).toHaveURL(/\/chrs\/companies\/create$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This is required').first()).toBeVisible();
    await page.getByLabel('Company name', { exact: true }).fill(name);
    await page.getByLabel('Website', { exact: true }).fill('not a site');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid website address')).toBeVisible();
    await page.getByLabel('Website', { exact: true }).fill('harbour-labs.example.com');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The company was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/chrs\/companies\/edit\/[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^cus_test_/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/chrs/companies');
    await page.getByLabel('Search', { exact: true }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Active')).toBeVisible();
    await expect(page.getByText('1 company', { exact: true })).toBeVisible();

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/chrs/companies');
    await page.getByLabel('Search', { exact: true }).fill(name);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Members/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/chrs/companies/create');
    await expect(page.getByLabel('Company name', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('company profile (company member)', () => {
  test('a member edits the website and invites a colleague by e-mail', async ({
    asCompany: { page },
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/chrs/company-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Members/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const website = `https://careers-${stamp()}.example.com`;
    await page.getByLabel('Website', { exact: true }).fill(website);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Website', { exact: true })).toHaveValue(website);

    const invitee = `colleague-${stamp()}@example.test`;
    await page.getByLabel('E-mail address', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByText('Please enter a valid email format')).toBeVisible();
    await page.getByLabel('E-mail address', { exact: true }).fill(invitee);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByText(`An invitation was sent to ${invitee}.`)).toBeVisible();

    let token: string | undefined;
    let subject = '';
    await expect
      .poll(async () => {
        const messages = await outboxMails(page.request, invitee);
        const mail = messages.find((m) => /invited to join/.test(m.subject));
        subject = mail?.subject ?? '';
        token = mail ? /invite=([A-Za-z0-9_-]{43})/.exec(mail.html)?.[1] : undefined;
        return token;
      })
      .toMatch(/^[A-Za-z0-9_-]{43}$/);
    const companyName = subject.replace('You are invited to join ', '');
    expect(companyName.length).toBeGreaterThan(0);

    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The invitation link opens the company sign-up in "join" mode for the invited address.
    const guest = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/company-signup?invite=${token}`);
    await expect(guestPage.getByRole('heading', { name: `Join ${companyName}` })).toBeVisible();
    await expect(guestPage.getByLabel('Work email', { exact: false })).toHaveValue(invitee);
    await expect(guestPage.getByLabel('Company name')).toHaveCount(0);
    await expectNoSeriousA11yViolations(guestPage);

    // Joining: the new account becomes a member of the inviting company, not a new company.
    await guestPage.getByLabel('First name').fill('Ada');
    await guestPage.getByLabel('Last name').fill('Colleague');
    await guestPage.getByLabel('Phone').fill('+90 532 123 45 67');
    await guestPage.getByLabel('Password', { exact: true }).fill('Harbour-Lights-7');
    await guestPage.getByRole('textbox', { name: 'Country', exact: true }).focus();
    await guestPage.keyboard.press('Enter');
    await guestPage.locator('.p-dropdown-filter').first().fill('Türk');
    await guestPage
      .getByRole('listbox')
      .getByRole('option', { name: /Turkey|Türkiye/ })
      .first()
      .click();
    await guestPage.getByRole('textbox', { name: 'How did you hear about us?' }).focus();
    await guestPage.keyboard.press('Enter');
    await guestPage.getByRole('option', { name: 'LinkedIn', exact: true }).click();
    await guestPage.getByLabel(/I accept the terms of service/).check();
    await guestPage.getByLabel(/I have read the information notice/).check();
    await guestPage.getByRole('button', { name: 'Join the company' }).click();
    await expect(guestPage).toHaveURL(/\/login\?message=company-created/, { timeout: 20_000 });

    // The token is single use.
    await guestPage.goto(`/company-signup?invite=${token}`);
    await expect(guestPage.getByText(/invalid or has expired/)).toBeVisible();
    await guest.close();

    await page.reload();
    await expect(page.getByText(invitee)).toBeVisible();
  });
});
