import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  loginThroughForm,
  test,
  VIEWPORTS,
} from './support.ts';
import { solvedBotCheck } from './outbox.ts';

test.describe('the mail outbox', () => {
  test('is not there for a visitor: the old development mailbox answers 404', async ({
    request,
  }) => {
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox.json?to=admin@demo.local',
      '/api/mail-outbox',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`lets staff find and read a reset mail (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const reset = await page.request.post('/api/accounts/password-reset/request', {
        data: {
          email: DEMO.candidate,
          language: 'en',
          captchaToken: await solvedBotCheck(page.request, 'reset'),
        },
      });
      expect(reset.ok()).toBe(true);

      await page.goto('/login');
      await loginThroughForm(page, DEMO.admin);
      await expect(page).toHaveURL(/\/chrs/);
      await page.goto('/chrs/mail-outbox');
      await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
      await page.getByLabel('Recipient', { exact: true }).fill(DEMO.candidate);
      const row = page.getByRole('row').filter({ hasText: DEMO.candidate }).first();
      await expect(row).toContainText('Reset your password');
      await expect(row).toContainText('Kept (no SMTP)');
      await expectNoSeriousA11yViolations(page);

      await row.getByRole('button', { name: /Read the e-mail to/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await expect(dialog).toBeVisible();
      const frame = page.frameLocator('iframe[title="The e-mail as its recipient sees it"]');
      await expect(frame.locator('body')).toContainText(/\d{6}/);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
