import { expect, test } from './fixtures/signed-in.ts';
import { createUser } from './fixtures/users.ts';
import { solvedBotCheck } from './outbox.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

test.describe('the mail outbox', () => {
  test('shows a visitor no mail: the outbox API answers 404, the old mailbox is gone', async ({
    request,
  }) => {
    for (const url of ['/api/mail-outbox', '/api/mail-outbox/1']) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
    // Unknown addresses get the app's Page Not Found, which holds no mail.
    for (const url of ['/dev/mailbox', '/dev/mailbox.json?to=admin@demo.local']) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toMatch(/"messages"|Reset your password|@demo\.local/);
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`lets staff find and read a reset mail (${name})`, async ({ asStaff: { page } }) => {
      await page.setViewportSize(viewport);
      const candidate = await createUser(page.request, 'candidate');
      const reset = await page.request.post('/api/accounts/password-reset/request', {
        data: {
          email: candidate.email,
          language: 'en',
          captchaToken: await solvedBotCheck(page.request, 'reset'),
        },
      });
      expect(reset.ok()).toBe(true);

      await page.goto('/chrs/mail-outbox');
      await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
      await page.getByLabel('Recipient', { exact: true }).fill(candidate.email);
      const row = page.getByRole('row').filter({ hasText: candidate.email }).first();
      await expect(row).toContainText('Reset your password');
      await expect(row).toContainText('Kept (no SMTP)');
      await expectNoSeriousA11yViolations(page);

      await row.getByRole('button', { name: /Read the e-mail to/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await expect(dialog).toBeVisible();
      const frame = page.frameLocator('iframe[title="The e-mail as its recipient sees it"]');
      await expect(frame.locator('body')).toContainText(/\d{6}/);
      // The mail is drawn in a sandboxed frame (no scripts), which axe cannot enter.
      await expectNoSeriousA11yViolations(page, { frames: false });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
    });
  }
});
