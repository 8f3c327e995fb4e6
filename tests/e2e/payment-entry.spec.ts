import type { Page } from '@playwright/test';
import {
  endGuarantee,
  hiredRecruiter,
  payableRecruiter,
  saveRecruiterBilling,
} from './fixtures/payable.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { uniqueLetters } from './fixtures/users.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

const form = (page: Page) => page.locator('form.entry-form');
const entries = (page: Page) => page.getByRole('region', { name: 'Recorded payments' });

/** Types into a picker and takes the suggestion that names `option`. */
async function pick(page: Page, label: string, text: string, option: string | RegExp) {
  await form(page).getByRole('combobox', { name: label, exact: true }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** The recorded payments with this reference (the list's search box). */
async function entryRows(page: Page, reference: string) {
  await entries(page).getByLabel('Search', { exact: true }).fill(reference);
  return entries(page).getByRole('row').filter({ hasText: reference });
}

test.describe('payment entry', () => {
  test('staff record a company’s transfer for a hire invoice, then pay the recruiter by hand (desktop)', async ({
    asStaff: { page },
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    const hired = await hiredRecruiter(request, 'EUR', 1200);
    const invoice = hired.held.invoiceNumber ?? '';

    await page.goto('/chrs/payment-entry');
    await expect(page.getByRole('heading', { name: 'Payment entry', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Nothing chosen yet: the form says what is missing.
    await form(page).getByRole('button', { name: 'Record payment' }).click();
    await expect(form(page).getByText('Choose the invoice this payment is for.')).toBeVisible();
    await expect(
      form(page).getByText(
        'Enter a positive amount with at most the currency’s decimals (none for JPY).',
      ),
    ).toBeVisible();

    // Money in: the invoice sets its total and currency.
    await pick(page, 'Invoice', invoice, new RegExp(invoice));
    await expect(form(page).getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(
      (hired.held.owedMinor / 100).toFixed(2),
    );
    const inReference = `IN-${uniqueLetters(8)}`;
    await form(page).getByRole('textbox', { name: 'Reference', exact: true }).fill(inReference);
    await form(page).getByRole('button', { name: 'Record payment' }).dblclick();
    await expect(page.getByText('The payment is recorded and the invoice is paid.')).toBeVisible();
    // A double click records the payment once.
    await expect(await entryRows(page, inReference)).toHaveCount(1);
    await expect(await entryRows(page, inReference)).toContainText(`Invoice ${invoice}`);

    // The guarantee ends and the recruiter saves billing info: the reward is payable.
    await endGuarantee(request, hired.held);
    await saveRecruiterBilling(request, hired.recruiter, hired.recruiterAuth);

    // Money out: at most the balance.
    await form(page).getByRole('radio', { name: 'Money out (to a recruiter)' }).check();
    await pick(page, 'Recruiter', hired.recruiter.email, new RegExp(hired.recruiter.email));
    await expect(form(page)).toContainText('Payable: €1,200');
    await form(page).getByRole('textbox', { name: 'Amount', exact: true }).fill('1200.01');
    const outReference = `OUT-${uniqueLetters(8)}`;
    await form(page).getByRole('textbox', { name: 'Reference', exact: true }).fill(outReference);
    await form(page).getByRole('button', { name: 'Record payment' }).click();
    await expect(
      page.getByText('The amount is above the recruiter’s payable balance of €1,200.'),
    ).toBeVisible();
    await form(page).getByRole('textbox', { name: 'Amount', exact: true }).fill('500');
    await form(page).getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(/The payout is recorded: SB-\d{4}-\d{6}, net €500/)).toBeVisible();
    const out = await entryRows(page, outReference);
    await expect(out).toContainText('€500');
    await expect(out).toContainText(hired.recruiter.fullName);
    await expectNoSeriousA11yViolations(page);
  });

  test('staff pay a recruiter by hand on a phone (mobile)', async ({
    asStaff: { page },
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.mobile);
    const { recruiter } = await payableRecruiter(request, 'EUR', 300);

    await page.goto('/chrs/payment-entry');
    await expect(page.getByRole('heading', { name: 'Payment entry', level: 1 })).toBeVisible();
    await form(page).getByRole('radio', { name: 'Money out (to a recruiter)' }).check();
    await pick(page, 'Recruiter', recruiter.email, new RegExp(recruiter.email));
    await form(page).getByRole('textbox', { name: 'Amount', exact: true }).fill('12.345');
    await form(page).getByRole('textbox', { name: 'Reference', exact: true }).fill('x');
    await form(page).getByRole('button', { name: 'Record payment' }).click();
    await expect(
      form(page).getByText(
        'Enter a positive amount with at most the currency’s decimals (none for JPY).',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form(page).getByRole('textbox', { name: 'Amount', exact: true }).fill('300');
    const reference = `M-${uniqueLetters(8)}`;
    await form(page).getByRole('textbox', { name: 'Reference', exact: true }).fill(reference);
    await form(page).getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(/The payout is recorded: SB-\d{4}-\d{6}, net €300/)).toBeVisible();
    await expect(await entryRows(page, reference)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('is not there for anyone but staff', async ({ asCompany: { page, auth } }) => {
    for (const url of ['/api/payment-entry', '/api/payment-entry/invoices']) {
      expect((await page.request.get(url, { headers: auth })).status()).toBe(404);
    }
    const posted = await page.request.post('/api/payment-entry', { headers: auth, data: {} });
    expect(posted.status()).toBe(404);
    await page.goto('/chrs/payment-entry');
    await expect(page.getByRole('heading', { name: 'Payment entry', level: 1 })).toHaveCount(0);
  });
});
