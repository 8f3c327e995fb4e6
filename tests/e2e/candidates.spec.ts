import type { Page } from '@playwright/test';
import { recruiterWithCandidates } from './fixtures/hiring.ts';
import { pdf } from './fixtures/pdf.ts';
import { expect, logInThroughApi, test } from './fixtures/signed-in.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

// GB first: the phone input's default country comes from the Accept-Language region.
// Axe over a full table is slow on a busy machine; the journeys log in twice.
test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-GB', viewport: VIEWPORTS.desktop });

/**
 * Types into the list's search and waits for the searched page: until it arrives the rows shown
 * are the unsearched ones, and the table's loading overlay, laid over them, takes a click.
 */
async function searchCandidates(page: Page, text: string) {
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/candidates' && url.searchParams.get('q') === text;
  });
  await page.getByLabel('Search').fill(text);
  await searched;
}

test('a recruiter creates a candidate with a CV, edits it and finds it in the list', async ({
  asRecruiter: { page },
}) => {
  await page.goto('/chrs/candidates');
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New candidate' }).click();
  await expect(page).toHaveURL(/\/chrs\/candidate-new$/);

  // Saving an empty form shows the spec's messages.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please select or upload a CV')).toBeVisible();
  await expect(page.getByText('Please enter first name and last name')).toBeVisible();
  await expect(page.getByText('Please enter an email address')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({
    name: 'derya-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(['Derya Kaplan', 'Data engineer']),
  });
  await page.getByLabel('First name').fill('Derya');
  await page.getByLabel('Last name').fill('Kaplanoglu');
  await page.getByLabel('Email').fill('derya.kaplanoglu@example.test');
  await page.getByLabel('Mobile').fill('7912345670');
  await page.getByLabel('LinkedIn page').fill('https://www.linkedin.com/in/derya-kaplanoglu');
  await page.getByLabel('Notes').fill('Met at the data meetup');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Candidate saved')).toBeVisible();
  await expect(page).toHaveURL(/\/chrs\/candidates$/);
  await searchCandidates(page, 'Kaplanoglu');
  const row = page.getByRole('row').filter({ hasText: 'derya.kaplanoglu@example.test' });
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: 'Edit Derya Kaplanoglu' }).click();
  await expect(page).toHaveURL(/\/chrs\/candidate-edit\//);
  await expect(page.getByText(/Current CV: derya-cv\.pdf/)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Derya');
  await page.getByLabel('First name').fill('Deryanur');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Candidate updated')).toBeVisible();
  await expect(page).toHaveURL(/\/chrs\/candidates$/);
  await searchCandidates(page, 'Kaplanoglu');
  await expect(page.getByRole('row').filter({ hasText: 'Deryanur Kaplanoglu' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'History of Deryanur Kaplanoglu' })).toHaveAttribute(
    'href',
    /\/chrs\/candidate-history\/[0-9a-f]{32}\/[0-9a-f]{32}$/,
  );
});

test('staff see every candidate with its owner and filter by owner', async ({
  asStaff: { page },
  request,
}) => {
  const { recruiter } = await recruiterWithCandidates(request, [
    { firstname: 'Aisha', lastname: 'Khan' },
  ]);
  await page.goto('/chrs/candidates');
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  await page.getByLabel('Owner', { exact: true }).fill(recruiter.email);
  await expect(page.getByText(/^\d+ records?$/)).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the candidate pages have no serious accessibility violations at ${name}`, async ({
    page,
    request,
  }) => {
    // A list of two: the recruiter's candidates, referred through the API.
    const { recruiter } = await recruiterWithCandidates(request, [
      { firstname: 'Aisha', lastname: 'Khan' },
      { firstname: 'Derya', lastname: 'Kaplan' },
    ]);
    await logInThroughApi(page, recruiter);
    await page.setViewportSize(viewport);
    await page.goto('/chrs/candidates');
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.goto('/chrs/candidate-new');
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
}
