import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { payableRecruiter } from './fixtures/payable.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { expectNoSeriousA11yViolations, pickDropdownOption, VIEWPORTS } from './support.ts';

const payableRegion = (page: Page) => page.getByRole('region', { name: 'Payable recruiters' });
const batchesRegion = (page: Page) => page.getByRole('region', { name: 'Payout batches' });

/** Finds the recruiter's row in the payable list by e-mail. */
async function payableRow(page: Page, email: string) {
  const region = payableRegion(page);
  await region.getByLabel('Search', { exact: true }).fill(email);
  return region.getByRole('row').filter({ hasText: email });
}

/** Ticks the recruiter and creates the batch; answers the new batch's id. */
async function createBatch(page: Page, name: string, email: string, total: string) {
  const row = await payableRow(page, email);
  await row.getByRole('checkbox', { name: `Select ${name} (EUR)` }).check();
  await payableRegion(page).getByRole('button', { name: 'Create payout batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create payout batches' });
  await expect(dialog).toContainText('1 recruiter');
  await expect(dialog).toContainText(total);
  await expectNoSeriousA11yViolations(page);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/recruiter-payments/batches') &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect(page.getByText('Payout batch created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  return ((await answer.json()) as { batch: { id: number } }).batch.id;
}

test.describe('recruiter payments', () => {
  test('staff pay a recruiter by batch: file, sent, a returned payout, paid (desktop)', async ({
    asStaff: { page },
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    const { recruiter } = await payableRecruiter(request, 'EUR', 1500);

    await page.goto('/chrs/recruiter-payments');
    await expect(page.getByRole('heading', { name: 'Recruiter payments', level: 1 })).toBeVisible();
    const row = await payableRow(page, recruiter.email);
    await expect(row).toContainText('€1,500');
    await expect(row).toContainText('Complete');
    await expect(row).toContainText('Valid');
    await expectNoSeriousA11yViolations(page);

    const id = await createBatch(page, recruiter.fullName, recruiter.email, '€1,500');
    // Paid out in full: the balance is gone from the payable list.
    await expect(payableRegion(page).getByText('No payable balance matches.')).toBeVisible();

    const batches = batchesRegion(page);
    const downloaded = page.waitForEvent('download');
    await batches.getByRole('button', { name: `Download the bank file of batch ${id}` }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`payout-batch-${id}-eur.xml`);
    const xml = await fs.readFile(await download.path(), 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');

    await batches.getByRole('button', { name: `Mark batch ${id} sent` }).click();
    await page
      .getByRole('dialog', { name: `Mark batch ${id} sent` })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText('The batch is marked sent.')).toBeVisible();

    await batches.getByRole('button', { name: `Show the payouts of batch ${id}` }).click();
    const payouts = page.getByRole('dialog', { name: `Payouts of batch ${id}` });
    const payout = payouts.getByRole('row').filter({ hasText: recruiter.fullName });
    await expect(payout).toContainText('Sent');
    await expectNoSeriousA11yViolations(page);
    await payout
      .getByRole('button', { name: /Mark the payout SB-\d{4}-\d{6} to .* returned/ })
      .click();
    const returned = page.getByRole('dialog', { name: /Payout SB-\d{4}-\d{6} returned/ });
    await returned.getByRole('button', { name: 'Mark returned' }).click();
    await expect(returned.getByText('This is required')).toBeVisible();
    await returned
      .getByRole('textbox', { name: 'Reason the bank gave' })
      .fill('Account closed (AC04)');
    await returned.getByRole('button', { name: 'Mark returned' }).click();
    await expect(
      page.getByText('The payout is marked returned and the balance restored.'),
    ).toBeVisible();
    await expect(payout).toContainText('Returned');
    await payouts.getByRole('button', { name: 'Close' }).last().click();

    await batches.getByRole('button', { name: `Mark batch ${id} paid` }).click();
    const paid = page.getByRole('dialog', { name: `Mark batch ${id} paid` });
    await paid.getByRole('textbox', { name: 'Bank reference' }).fill('EBICS-4711');
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText('The batch is marked paid.')).toBeVisible();
    const batchRow = batches.getByRole('row').filter({ hasText: 'EBICS-4711' });
    await expect(batchRow).toContainText('Paid');

    // The balance is back, and blocked until the recruiter corrects the billing info.
    const back = await payableRow(page, recruiter.email);
    await expect(back).toContainText('€1,500');
    await expect(back).toContainText('Blocked: payout returned');
    await expect(
      back.getByRole('checkbox', { name: `Select ${recruiter.fullName} (EUR)` }),
    ).toBeDisabled();
  });

  test('staff make a batch and set a withholding rate on a phone (mobile)', async ({
    asStaff: { page },
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.mobile);
    const { recruiter } = await payableRecruiter(request, 'EUR', 800);

    await page.goto('/chrs/recruiter-payments');
    await expect(page.getByRole('heading', { name: 'Recruiter payments', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const id = await createBatch(page, recruiter.fullName, recruiter.email, '€800');
    await expect(
      batchesRegion(page).getByRole('button', { name: `Mark batch ${id} sent` }),
    ).toBeEnabled();

    await page.getByRole('button', { name: 'Withholding rates' }).click();
    const rates = page.getByRole('dialog', { name: 'Withholding rates' });
    await rates.getByRole('button', { name: 'Save rate' }).click();
    await expect(rates.getByText('This is required')).toBeVisible();
    await pickDropdownOption(page, 'Country', 'Mongolia');
    await rates.getByLabel('Rate (%)').fill('60');
    await rates.getByRole('button', { name: 'Save rate' }).click();
    await expect(rates.getByText('Enter a rate from 0 to 50 %.')).toBeVisible();
    await rates.getByLabel('Rate (%)').fill('7.5');
    await rates.getByRole('button', { name: 'Save rate' }).click();
    await expect(page.getByText('The rate is saved.')).toBeVisible();
    await expect(rates.getByRole('button', { name: 'Mongolia: 7.5 %' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('answers a visitor and a recruiter 404 on the API, and hides the page from them', async ({
    asRecruiter: { page, auth },
  }) => {
    for (const url of ['/api/recruiter-payments', '/api/recruiter-payments/batches']) {
      expect((await page.request.get(url)).status()).toBe(404);
      expect((await page.request.get(url, { headers: auth })).status()).toBe(404);
    }
    await page.goto('/chrs/recruiter-payments');
    await expect(page.getByRole('heading', { name: 'Recruiter payments', level: 1 })).toHaveCount(
      0,
    );
  });
});
