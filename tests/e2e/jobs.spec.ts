import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

// Each journey runs several axe scans on a shared CI machine: give them room.
test.describe.configure({ timeout: 90_000 });

const table = (page: Page) => page.locator('.jobs-table');
const rows = (page: Page) => page.locator('.jobs-table tbody tr');
const report = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+$/);

async function chooseCountry(page: Page, name: string) {
  await page.locator('.country-multi-select').first().click();
  await page.getByPlaceholder('Search country').fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await page.keyboard.press('Escape');
}

async function openJobs(page: Page) {
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'All Jobs' }).click();
  await expect(rows(page)).toHaveCount(10);
}

test.describe('home', () => {
  test('search needs a country or keyword, then Find Jobs opens the saved search', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.job-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Find Jobs' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No Valid' })).toBeVisible();
    await expect(page.locator('label.p-error', { hasText: 'Keyword' })).toContainText('*');

    await chooseCountry(page, 'Germany');
    await page.getByLabel('Keyword', { exact: true }).fill('engineer');
    await page.getByRole('button', { name: 'Find Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(report(page)).toBeVisible();
    await expect(page.locator('.jobs-table tbody tr td:nth-child(4)').first()).toContainText(
      'Germany',
    );
    const locations = await page.locator('.jobs-table tbody tr td:nth-child(4)').allInnerTexts();
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location).toContain('Germany');
    // The saved search survives a reload.
    await page.reload();
    await expect(page.getByLabel('Keyword', { exact: true })).toHaveValue('engineer');
    await expectNoSeriousA11yViolations(page);
  });

  test('Refer while logged out goes to login with the page as redirect', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('.p-carousel-item-active .job-card')
      .first()
      .getByRole('button', { name: /^Refer/ })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  });
});

test.describe('jobs page', () => {
  test('All Jobs, sorting, paging, filters and Clear', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openJobs(page);
    await expect(report(page)).toHaveText(/^Showing 1 to 10 of \d+$/);
    const total = Number((await report(page).innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(100);

    // Sort by reward ascending: the first rewards do not decrease.
    await table(page).getByRole('columnheader', { name: 'Reward' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Reward' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Page 2.
    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(report(page)).toHaveText(`Showing 11 to 20 of ${total}`);

    // Quick radio: contract only.
    await page.getByLabel('Contract', { exact: true }).check();
    await expect(report(page)).not.toHaveText(`Showing 1 to 10 of ${total}`);
    const contractTotal = Number((await report(page).innerText()).split(' of ')[1]);
    expect(contractTotal).toBeLessThan(total);

    // Filter panel: remote work, then Clear resets everything.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page
      .locator('.job-filters__field', { hasText: 'Work type' })
      .locator('.p-dropdown')
      .click();
    await page.getByRole('option', { name: 'Remote' }).click();
    await page.getByRole('button', { name: 'Result' }).click();
    await expect(page.getByRole('button', { name: 'Result' })).toHaveCount(0);
    await expect(report(page)).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(report(page)).toHaveText(`Showing 1 to 10 of ${total}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('the empty states', async ({ page }) => {
    await openJobs(page);
    await page.getByLabel('Keyword', { exact: true }).fill('zzqqxxyy');
    await page.getByRole('button', { name: 'Find Jobs' }).click();
    await expect(page.getByRole('heading', { name: 'No Search Results' })).toBeVisible();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page
      .locator('.job-filters__field', { hasText: 'Date posted' })
      .locator('.p-dropdown')
      .click();
    await page.getByRole('option', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Result' }).click();
    await expect(page.getByRole('heading', { name: 'No Jobs Found' })).toBeVisible();
    await expect(page.getByText('Check the spelling of your keywords')).toBeVisible();

    await page.getByRole('button', { name: 'View All Jobs' }).click();
    await expect(rows(page)).toHaveCount(10);

    await chooseCountry(page, 'Antarctica');
    await page.getByRole('button', { name: 'Find Jobs' }).click();
    await expect(page.getByRole('heading', { name: 'No Matching Jobs Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: 'No Matching Jobs Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('job detail', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS))
    test(`a recruiter's avatar opens its popup beside it, the first time too (${size})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      const job = /<loc>[^<]*?(\/job-detail\/[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '';
      await page.goto(job);
      const avatar = page.locator('.job-people__avatars button.person-avatar').first();
      await expect(avatar).toBeVisible();
      // The popup's module loads on this first click: it must still open at the avatar.
      await expect(async () => {
        await avatar.click();
        await expect(page.locator('.person-overlay')).toBeVisible({ timeout: 2_000 });
      }).toPass();
      const avatarBox = await avatar.boundingBox();
      const popupBox = await page.locator('.person-overlay').boundingBox();
      expect(popupBox && avatarBox).toBeTruthy();
      if (popupBox && avatarBox) {
        expect(popupBox.y).toBeGreaterThanOrEqual(avatarBox.y);
        expect(popupBox.y).toBeLessThan(avatarBox.y + avatarBox.height + 40);
        expect(popupBox.x).toBeGreaterThanOrEqual(0);
        expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(viewport.width);
      }
      await expect(
        page
          .getByRole('button', { name: 'Message to Recruiter' })
          .or(page.getByRole('link', { name: 'Message to Recruiter' })),
      ).toBeVisible();
    });

  test('a row opens the job; share copies the link; similar jobs; NOSJ; broken logo', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.route('**/api/files/**', (route) => route.fulfill({ status: 404, body: '' }));
    await openJobs(page);
    await rows(page).first().locator('td').nth(3).click();
    await expect(page).toHaveURL(/\/job-detail\/[a-z0-9-]+\/[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { name: 'Job Definition' })).toBeVisible();
    await expect(page.getByText(/^Reward: /).first()).toBeVisible();
    // A broken logo falls back to the placeholder.
    await expect(page.locator('.job-detail__logo')).toHaveAttribute('src', '/img/placeholder.png');

    await page.getByRole('button', { name: 'Share Job' }).click();
    await expect(page.getByText('Job link copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());

    const similar = page.locator('.similar-job');
    await expect(similar.nth(3)).toBeVisible();
    const menu = page.locator('.p-menu');
    await similar
      .first()
      .getByRole('button', { name: /^Job actions for/ })
      .click();
    await expect(menu).toHaveClass(/p-connected-overlay-enter-done/);
    // Another card's button moves the open menu to that card.
    const fourth = similar.nth(3).getByRole('button', { name: /^Job actions for/ });
    await fourth.click();
    await expect(menu).toHaveClass(/p-connected-overlay-enter-done/);
    const [menuBox, buttonBox] = [await menu.boundingBox(), await fourth.boundingBox()];
    const gap = Math.min(
      Math.abs((menuBox?.y ?? 0) - ((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0))),
      Math.abs((menuBox?.y ?? 0) + (menuBox?.height ?? 0) - (buttonBox?.y ?? 0)),
    );
    expect(gap).toBeLessThan(8); // opens just below or just above it
    await page.getByRole('menuitem', { name: 'View Job Details' }).click();
    await expect(page.getByRole('heading', { name: 'Job Definition' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${page.url()}NOSJ`);
    await expect(page.getByRole('heading', { name: 'Job Definition' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar Jobs' })).toHaveCount(0);
  });

  test('the server puts the job in the HTML for search engines', async ({ request, page }) => {
    await openJobs(page);
    const href = await rows(page).first().getByRole('link').getAttribute('href');
    const html = await (await request.get(href ?? '/')).text();
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain('<meta property="og:title"');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(href ?? 'missing');
  });

  test('a candidate sees the job in the app layout with Apply only', async ({
    asCandidate: { page },
  }) => {
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'All Jobs' }).click();
    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Job Definition' })).toBeVisible();
    await expect(page.locator('.app-shell')).toBeVisible();
    const header = page.locator('.job-detail__header');
    await expect(header.getByRole('button', { name: /^Refer/ })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /^(Apply|Applied)/ })).toBeVisible();
  });
});

test.describe('phone width and Turkish', () => {
  test('home, jobs and a job at 390 px in Turkish', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.addInitScript(() => localStorage.setItem('rm.language', 'tr'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'İş Bul' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Tüm İşler' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.locator('.jobs-mobile__item')).toHaveCount(10);
    await expect(page.getByText(/kayıttan 1 - 10 arası gösteriliyor/)).toBeVisible();
    // Sort and page on the phone: the phone's own picker, then the next page.
    await page.getByRole('combobox', { name: 'Sırala' }).selectOption({ label: 'Ödül ↑' });
    await expect(page.getByRole('combobox', { name: 'Sırala' })).toHaveValue('reward:asc');
    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await expect(page.getByText(/kayıttan 11 - 20 arası gösteriliyor/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sayfa 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await page.locator('.jobs-mobile__title').first().click();
    await expect(page.getByRole('heading', { name: 'İş Tanımı' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
