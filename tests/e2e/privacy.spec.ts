import fs from 'node:fs/promises';
import { postJob } from './fixtures/hiring.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { uniqueLetters } from './fixtures/users.ts';
import { solvedBotCheck, staffHeaders } from './outbox.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('data rights', () => {
  test('a company member downloads their data, deletes their account and can no longer log in; the invoice stays without their name', async ({
    asCompany: { page, user, auth },
  }) => {
    test.setTimeout(180_000);
    const job = await postJob(page.request, auth, { title: `Privacy ${uniqueLetters(6)}` });
    expect(job.id).toBeTruthy();

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/chrs/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await fs.readFile((await download.path())!);
    // A ZIP starts with PK and names its entries in clear text.
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.toString('latin1')).toContain('account.json');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await expect(dialog).toBeVisible();
    const confirmation = dialog.getByLabel('Type your e-mail address or your password to confirm');
    await confirmation.fill('not-my-address@example.test');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This is neither your e-mail address nor your password.',
    );
    await expectNoSeriousA11yViolations(page);
    await confirmation.fill(user.email);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

    const login = await page.request.post('/api/auth/login', {
      data: {
        email: user.email,
        password: user.password,
        captchaToken: await solvedBotCheck(page.request, 'login'),
      },
    });
    expect(login.status()).toBeGreaterThanOrEqual(400);

    const staff = await staffHeaders(page.request);
    const invoices = await page.request.get(
      `/api/billing-history?company=${encodeURIComponent(user.company!.name)}`,
      { headers: staff },
    );
    expect(invoices.ok()).toBe(true);
    const body = (await invoices.json()) as { total: number; items: unknown[] };
    expect(body.total).toBeGreaterThanOrEqual(1);
    const text = JSON.stringify(body.items);
    expect(text).toContain(user.company!.name);
    expect(text).not.toContain(user.lastname);
    expect(text).not.toContain(user.email);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`staff log a data request and see its due date and days left (${name})`, async ({
      asStaff: { page },
    }) => {
      await page.setViewportSize(viewport);
      const person = `Ayse ${uniqueLetters(6)}`;
      const late = `Late ${uniqueLetters(6)}`;
      const made = await page.request.post('/api/privacy/data-requests', {
        headers: await staffHeaders(page.request),
        data: { name: late, email: 'late@example.test', kind: 'erasure', receivedOn: daysAgo(35) },
      });
      expect(made.status()).toBe(201);

      await page.goto('/chrs/data-requests');
      await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible({
        timeout: 20_000,
      });
      // Opened first, the page brings the list kit's styles itself: each filter's label above it.
      const search = page.getByLabel('Name or e-mail', { exact: true });
      const label = page.locator('label', { hasText: 'Name or e-mail' });
      const [labelBox, searchBox] = [await label.boundingBox(), await search.boundingBox()];
      expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(searchBox!.y);
      await page.getByRole('button', { name: 'Log a request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log a data request' });
      await dialog.getByLabel('Name').fill(person);
      await dialog.getByLabel('E-mail').fill('ayse@example.test');
      await dialog.getByLabel('Received on').fill(today());
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      await page.getByLabel('Name or e-mail', { exact: true }).fill(person);
      const row = page.getByRole('row').filter({ hasText: person });
      await expect(row).toContainText('30 days');
      await expect(row).toContainText('Open');

      await page.getByLabel('Name or e-mail', { exact: true }).fill(late);
      const lateRow = page.getByRole('row').filter({ hasText: late });
      await expect(lateRow.locator('.data-request-overdue')).toHaveText('Overdue by 5 days');
      await lateRow.getByRole('button', { name: `Mark ${late}’s request done` }).click();
      await expect(lateRow).toContainText('Done');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the data requests page and its API answer nobody but staff', async ({
    asRecruiter: { page, auth },
  }) => {
    expect((await page.request.get('/api/privacy/data-requests', { headers: auth })).status()).toBe(
      404,
    );
    await page.goto('/chrs/data-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toHaveCount(0);
  });
});
