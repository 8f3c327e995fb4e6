import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Job Types' });

test.describe('staff lookup pages', () => {
  test('the admin adds, edits, deactivates and exports a job type; an entry in use cannot be deleted', async ({
    asStaff: { page },
  }) => {
    test.setTimeout(120_000);
    const unique = Date.now().toString(36);
    const name = `Weekend shifts ${unique}`;
    const renamed = `Weekend work ${unique}`;
    await page.goto('/chrs/job-types');
    await expect(page.getByRole('heading', { name: 'Job Types', level: 1 })).toBeVisible();
    await expect(table(page).getByRole('cell', { name: 'Full-time', exact: true })).toBeVisible();

    // Add: the required names are checked before anything is sent.
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add entry' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name (English) is required')).toBeVisible();
    await dialog.getByLabel('Name (English)').fill(name);
    await dialog.getByLabel('Name (Turkish)').fill(`Hafta sonu vardiyası ${unique}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`"${name}" was added.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // It is in the list: search for it (the search is server side).
    await page.getByLabel('Search').fill(unique);
    await expect(table(page).getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(page.getByText('1 entry')).toBeVisible();

    // Edit.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit entry' });
    await edit.getByLabel('Name (English)').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`"${renamed}" was saved.`)).toBeVisible();
    await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    // Deactivate, after a confirmation.
    await page.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`"${renamed}" was deactivated.`)).toBeVisible();
    await expect(table(page).getByText('Inactive')).toBeVisible();
    await expect(page.getByRole('button', { name: `Reactivate ${renamed}` })).toBeVisible();

    // The public picker no longer offers it.
    const picker = await page.request.get('/api/lookups/job-types');
    expect(JSON.stringify(await picker.json())).not.toContain(renamed);

    // Export CSV with the current filter.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('job-types.csv');
    const csv = fs.readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Code,Name (en),Name (tr),Order,Active');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${renamed},Hafta sonu vardiyası ${unique}`);
    expect(lines[1]).toMatch(/,no$/);

    // A job type the demo jobs use cannot be deleted: the toast says why.
    await page.getByLabel('Search').fill('Full-time');
    await page.getByRole('button', { name: 'Delete Full-time' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText('This entry is in use and cannot be deleted; deactivate it instead.'),
    ).toBeVisible();

    // The unused new entry can be deleted.
    await page.getByLabel('Search').fill(unique);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`"${renamed}" was deleted.`)).toBeVisible();
    await expect(page.getByText('No entries match.')).toBeVisible();
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`the job status page passes axe at ${label} width`, async ({ asStaff: { page } }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto('/chrs/job-status');
      await expect(page.getByRole('heading', { name: 'Job Statuses', level: 1 })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Open', exact: true })).toBeVisible();
      await expect(page.getByText('#22c55e')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Edit Open' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit entry' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
