import type { Page } from '@playwright/test';
import { expect, openDashboard, test } from './fixtures/signed-in.ts';
import { VIEWPORTS } from './support.ts';

/** Busy indicators keep moving under reduced motion (`base.css`). */
const BUSY_INDICATORS = [
  'pi-spin',
  'p-icon-spin',
  'p-progress-spinner-svg',
  'p-progress-spinner-circle',
  'p-progressbar-value',
];

/**
 * Every element and ::before/::after of the page whose computed transition or animation lasts
 * longer than a millisecond, busy indicators left out: `tag.class (property: seconds)`.
 */
async function movingParts(page: Page): Promise<string[]> {
  return page.evaluate((busy) => {
    const seconds = (value: string) =>
      Math.max(...value.split(',').map((part) => Number.parseFloat(part) || 0));
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      if (busy.some((name) => element.classList.contains(name))) continue;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const transition = seconds(style.transitionDuration);
        const animation = style.animationName === 'none' ? 0 : seconds(style.animationDuration);
        const longest = Math.max(transition, animation);
        if (longest > 0.001)
          found.push(
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${pseudo ?? ''} (${longest}s)`,
          );
      }
    }
    return found;
  }, BUSY_INDICATORS);
}

/** The sign-up page at 390 px, its form shown: inputs, a dropdown, a password field. */
async function openSignUp(page: Page) {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/signup');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
}

test.describe('reduced motion asked by the system', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the sign-up page neither slides nor fades', async ({ page }) => {
    await openSignUp(page);
    expect(await movingParts(page)).toEqual([]);
  });

  test('the logged-in shell with its notifications panel open neither slides nor fades', async ({
    asRecruiter: { page },
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openDashboard(page);
    await page.getByRole('button', { name: 'Notifications' }).first().click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    expect(await movingParts(page)).toEqual([]);
  });
});

test.describe('no preference for motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the sign-up page keeps its transitions', async ({ page }) => {
    await openSignUp(page);
    expect((await movingParts(page)).length).toBeGreaterThan(0);
  });
});
