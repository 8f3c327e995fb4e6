import { expect, test } from './fixtures/signed-in.ts';
import { runAxe } from './axe-check.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

// axe-core is loaded into a document once and reused by its later checks (axe-check.ts): a
// check after the first still sees what changed, and frames are checked unless left out.
test.describe('the accessibility check', () => {
  test('finds a violation added after an earlier check of the same page', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint text';
      faint.style.color = '#eeeeee';
      faint.style.background = '#ffffff';
      document.body.append(faint);
    });
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/color-contrast/);
  });

  test('checks a frame of the page, unless frames are left out', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const frame = document.createElement('iframe');
          frame.title = 'Picture';
          frame.srcdoc =
            '<html lang="en"><title>Picture</title><body><img src="x.png"></body></html>';
          frame.onload = resolve;
          document.body.append(frame);
        }),
    );
    const ids = async (frames: boolean) =>
      (await runAxe(page, { frames })).violations.map((violation) => violation.id);
    expect(await ids(true)).toContain('image-alt');
    expect(await ids(false)).not.toContain('image-alt');
  });
});
