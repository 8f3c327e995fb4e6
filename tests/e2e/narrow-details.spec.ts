import type { Page } from '@playwright/test';
import { recruiterWithCandidates } from './fixtures/hiring.ts';
import { expect, logInThroughApi, openDashboard, test } from './fixtures/signed-in.ts';
import { DEMO, VIEWPORTS, loginThroughForm } from './support.ts';

/** How many line boxes each part of each address in the candidate list takes. */
async function addressLines(page: Page) {
  return page.locator('td.candidate-picker__email').evaluateAll((cells) =>
    cells.map((cell) => {
      const text = cell.textContent ?? '';
      const at = text.indexOf('@');
      const lines = (from: number, to: number) => {
        // The parts are text nodes of their own (the cell breaks the address with a <wbr>).
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        let offset = 0;
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (offset <= from && from < offset + length) range.setStart(node, from - offset);
          if (offset < to && to <= offset + length) range.setEnd(node, to - offset);
          offset += length;
        }
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      return { text, local: lines(0, at + 1), domain: lines(at + 1, text.length) };
    }),
  );
}

test.describe('details seen at 390 and 1440 px (#26)', () => {
  test('the refer dialog’s candidates at 390 px: an address breaks only after its @, the paginator keeps to one line', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { recruiter, freeJob } = await recruiterWithCandidates(request, [
      { firstname: 'Nora', lastname: 'Jansen' },
      { firstname: 'Lucas', lastname: 'Martin' },
    ]);
    await logInThroughApi(page, recruiter);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(freeJob.path);
    await page
      .getByRole('button', { name: /^Refer – / })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'New candidate' })
      .getByRole('button', { name: 'Existing candidate' })
      .click();
    const existing = page.getByRole('dialog', { name: 'Add existing candidate' });
    await expect(existing.getByText(/Showing 1 to \d of \d+/)).toBeVisible();

    const addresses = await addressLines(page);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses)
      expect(address, address.text).toMatchObject({ local: 1, domain: 1 });

    const tops = await existing
      .locator('.p-paginator > button, .p-paginator > .p-paginator-current')
      .evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
      );
    expect(tops.length).toBe(5);
    for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThanOrEqual(2);
  });

  test('the page content editor’s language switch shows which language is chosen', async ({
    asStaff: { page },
  }) => {
    await page.goto('/chrs/cms/content');
    const chosen = page.locator('.p-selectbutton .p-button.p-highlight');
    const other = page.locator('.p-selectbutton .p-button:not(.p-highlight)');
    await expect(chosen).toHaveText('English');
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    expect(await other.evaluate(background)).toBe('rgb(255, 255, 255)');
    expect(await chosen.evaluate(background)).not.toBe('rgb(255, 255, 255)');
  });

  test('the staff dashboard’s job cards keep the status pill to its own width', async ({
    asStaff: { page },
  }) => {
    await openDashboard(page);
    const card = page.locator('.dashboard-job').first();
    await expect(card).toBeVisible();
    const pill = (await card.locator('.status-tag').boundingBox())!;
    const box = (await card.boundingBox())!;
    expect(pill.width).toBeLessThan(box.width / 2);
  });

  test('the candidate dashboard’s applications fit a 390 px window without scrolling sideways', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/login');
    // The demo candidate's account is Turkish: the login switches the app to Turkish.
    await loginThroughForm(page, DEMO.candidate);
    await expect(page.getByRole('heading', { level: 1, name: 'Panelim' })).toBeVisible();
    const table = page.locator('.dashboard-table').first();
    for (const [language, heading] of [
      ['en', 'My Dashboard'],
      ['tr', 'Panelim'],
    ] as const) {
      await page.evaluate((chosen) => window.localStorage.setItem('rm.language', chosen), language);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
      // The table itself, not only its scrolling wrapper, ends inside the card.
      const sizes = await table.evaluate((wrapper) => ({
        content: wrapper.querySelector('table')!.getBoundingClientRect().right,
        box: wrapper.getBoundingClientRect().right,
      }));
      expect(sizes.content, language).toBeLessThanOrEqual(sizes.box + 0.5);
    }
  });

  test('the recruiter dashboard’s referrals fit a 390 px window: each row stacks its columns', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/login');
    await loginThroughForm(page, DEMO.recruiter);
    const table = page.locator('section[aria-labelledby="dash-referrals"] .dashboard-table');
    for (const [language, candidate] of [
      ['en', 'Candidate'],
      ['tr', 'Aday'],
    ] as const) {
      if (language === 'tr') {
        await page.evaluate(() => window.localStorage.setItem('rm.language', 'tr'));
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Panelim' })).toBeVisible();
      }
      const row = table.locator('tbody tr').first();
      await expect(row).toBeVisible({ timeout: 20_000 });
      // Neither the page nor the table's own scroller scrolls sideways.
      const sizes = await table.evaluate((wrapper) => {
        const scroller = wrapper.querySelector('.p-datatable-wrapper')!;
        return {
          content: wrapper.querySelector('table')!.getBoundingClientRect().right,
          box: wrapper.getBoundingClientRect().right,
          scrollerScroll: scroller.scrollWidth,
          scrollerBox: scroller.clientWidth,
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
        };
      });
      expect(sizes.content, language).toBeLessThanOrEqual(sizes.box + 0.5);
      expect(sizes.scrollerScroll, language).toBeLessThanOrEqual(sizes.scrollerBox);
      expect(sizes.page, language).toBeLessThanOrEqual(sizes.window);
      // Stacked, each value has its column's title beside it.
      await expect(row.locator('.p-column-title', { hasText: candidate })).toBeVisible();
    }
  });

  test('the contact form labels its country and city like its other fields', async ({ page }) => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(viewport);
      await page.goto('/contact-us');
      const weight = (id: string) =>
        page.locator(`label[for="${id}"]`).evaluate((label) => getComputedStyle(label).fontWeight);
      const firstName = await weight('contact-firstname');
      expect(await weight('contact-country')).toBe(firstName);
      expect(await weight('contact-city')).toBe(firstName);
      if (viewport !== VIEWPORTS.mobile) continue;
      // Stacked at 390 px, the city stands as far below the country as the last name below the
      // first (a dropdown is 4 px taller than a text box).
      const top = (id: string) =>
        page.locator(`label[for="${id}"]`).evaluate((label) => label.getBoundingClientRect().top);
      const pair = (await top('contact-city')) - (await top('contact-country'));
      const names = (await top('contact-lastname')) - (await top('contact-firstname'));
      expect(Math.abs(pair - names)).toBeLessThanOrEqual(6);
    }
  });
});
