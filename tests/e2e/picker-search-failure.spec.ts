import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

/** Screenshots of the failed state go here when it is set (for a look by eye). */
const SHOTS = process.env.PICKER_SHOTS_DIR;

const TEXTS = {
  en: {
    tryAgain: 'Try Again',
    invoice: 'Invoice',
    invoiceFailed: 'The search could not be completed.',
    company: 'Company',
    companyFailed: 'The company search could not be completed.',
  },
  tr: {
    tryAgain: 'Tekrar Dene',
    invoice: 'Fatura',
    invoiceFailed: 'Arama tamamlanamadı.',
    company: 'Şirket',
    companyFailed: 'Şirket araması tamamlanamadı.',
  },
} as const;

/** The search answers 500 until `recover` is called; then the server answers. */
async function breakSearch(page: Page, url: string) {
  let failing = true;
  let asked = 0;
  await page.route(url, async (route) => {
    asked += 1;
    if (failing) await route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } });
    else await route.fallback();
  });
  return {
    asked: () => asked,
    recover: () => {
      failing = false;
    },
  };
}

/** The field's box must not move or resize when the failure shows; nothing runs off the side. */
async function expectSteadyLayout(field: Locator, before: { x: number; width: number } | null) {
  const after = await field.boundingBox();
  expect(after?.x).toBe(before?.x);
  expect(after?.width).toBe(before?.width);
  const overflow = await field
    .page()
    .evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'tr'] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    const text = TEXTS[language];
    test(`a failed picker search says so and Try Again brings results (${language}, ${width})`, async ({
      asStaff: { page },
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript(
        (lang) => window.localStorage.setItem('rm.language', lang),
        language,
      );
      await page.setViewportSize(viewport);

      // Payment entry: the invoice picker.
      const invoices = await breakSearch(page, '**/api/payment-entry/invoices**');
      await page.goto('/chrs/payment-entry');
      const invoice = page.getByRole('combobox', { name: text.invoice, exact: true });
      const invoiceBox = await invoice.boundingBox();
      await invoice.fill('INV');
      const invoiceAlert = page.getByRole('alert').filter({ hasText: text.invoiceFailed });
      await expect(invoiceAlert).toBeVisible();
      await expect(invoice).toHaveAttribute('aria-expanded', 'false');
      await expectSteadyLayout(invoice, invoiceBox);
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/payment-entry-${language}-${width}.png` });
      invoices.recover();
      const before = invoices.asked();
      await invoiceAlert.getByRole('button', { name: text.tryAgain }).click();
      await expect(invoice).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expect(invoice).toBeFocused();
      await expect(invoice).toHaveValue('INV');
      await expect(invoiceAlert).toHaveCount(0);
      expect(invoices.asked()).toBe(before + 1);

      // Billing plan: the company picker, retried from the keyboard.
      const companies = await breakSearch(page, '**/api/companies?**');
      await page.goto('/chrs/billing-plan');
      const company = page.getByRole('combobox', { name: text.company, exact: true });
      const companyBox = await company.boundingBox();
      await company.fill('a');
      const companyAlert = page.getByRole('alert').filter({ hasText: text.companyFailed });
      await expect(companyAlert).toBeVisible();
      await expectSteadyLayout(company, companyBox);
      await expectNoSeriousA11yViolations(page);
      await companyAlert.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-plan-${language}-${width}.png` });
      companies.recover();
      await page.keyboard.press('Tab');
      await expect(companyAlert.getByRole('button', { name: text.tryAgain })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(company).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(company).toBeFocused();
      await expect(companyAlert).toHaveCount(0);
    });
  }
}
