import { type Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from './support.ts';

test.describe.configure({ timeout: 60_000 });

/** Console errors, among them React's report of a part it had to render again. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function firstJobPath(page: Page): Promise<string> {
  const reply = await page.request.get('/api/jobs?size=1');
  const { items } = (await reply.json()) as { items: { slug: string; id: string }[] };
  const job = items[0];
  if (!job) throw new Error('the demo data has no open job');
  return `/job-detail/${job.slug}/${job.id}`;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, the job list and a job come rendered from the server', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const plain = { waitUntil: 'domcontentloaded' } as const; // no app will take the page over
    await page.goto('/', plain);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.job-card').first()).toBeVisible();

    await page.goto('/jobs', plain);
    await expect(page.getByRole('heading', { name: 'Find your next job', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to \d+ of \d+$/)).toBeVisible();

    const jobPath = await firstJobPath(page);
    await page.goto(jobPath, plain);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });
});

test('the browser takes the rendered page over without rendering it again', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  // Hold the app's script until the server's heading has been marked.
  let release: () => void = () => undefined;
  const marked = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await marked;
    await route.continue();
  });
  // The table is a lazily loaded part: it arrives late here, and the page must not be marked
  // ready (nor answer clicks on other parts only) before the table has been taken over too.
  await page.route(/\/assets\/jobs-table-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/jobs', { waitUntil: 'commit' });
  await page.waitForSelector('h1');
  await page.evaluate(() => {
    (document.querySelector('h1') as HTMLElement & { rendered?: string }).rendered = 'server';
  });
  release();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

  // Hydrated, table included: the first click on it counts, and the heading is still the
  // server's element.
  await expect(page.getByText(/^Showing 1 to 10 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next Page' }).click();
  await expect(page.getByText(/^Showing 11 to 20 of \d+$/)).toBeVisible();
  expect(
    await page.evaluate(
      () => (document.querySelector('h1') as HTMLElement & { rendered?: string }).rendered,
    ),
  ).toBe('server');
  expect(errors).toEqual([]);
});

test('a chosen language is the language the server renders in', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Türkçe (TR)' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  // The same visitor without JavaScript: the server's page is Turkish.
  const cookies = await page.context().cookies();
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(cookies);
  const plainPage = await plain.newPage();
  await plainPage.goto('/jobs', { waitUntil: 'domcontentloaded' });
  await expect(plainPage.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(plainPage.getByRole('heading', { level: 1 })).not.toHaveText('Find your next job');
  await plain.close();
});
