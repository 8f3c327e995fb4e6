import { type Page } from '@playwright/test';
import {
  expect,
  test,
  DEMO,
  VIEWPORTS,
  expectNoSeriousA11yViolations,
  loginThroughForm,
} from './support.ts';

// GB first: the phone input's default country comes from the Accept-Language region.
// Axe over a full table is slow on a busy machine; the journeys log in twice.
test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-GB', viewport: VIEWPORTS.desktop });

/** A one-page PDF CV with the given lines, built in memory. */
function pdf(lines: string[]): Buffer {
  const content = ['BT', '/F1 12 Tf', '56 780 Td']
    .concat(lines.flatMap((line, index) => [index ? '0 -18 Td' : '', `(${line}) Tj`]))
    .concat('ET')
    .filter(Boolean)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function login(page: Page, email: string) {
  await page.goto('/login');
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(/\/chrs\//);
}

test('a recruiter creates a candidate with a CV, edits it and finds it in the list', async ({
  page,
}) => {
  await login(page, DEMO.recruiter);
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
  await page.getByLabel('Search').fill('Kaplanoglu');
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
  await page.getByLabel('Search').fill('Kaplanoglu');
  await expect(page.getByRole('row').filter({ hasText: 'Deryanur Kaplanoglu' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'History of Deryanur Kaplanoglu' })).toHaveAttribute(
    'href',
    /\/chrs\/candidate-history\/[0-9a-f]{32}\/[0-9a-f]{32}$/,
  );
});

test('staff see every candidate with its owner and filter by owner', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/chrs/candidates');
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  await page.getByLabel('Owner', { exact: true }).fill(DEMO.recruiter);
  await expect(page.getByText(/^\d+ records?$/)).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the candidate pages have no serious accessibility violations at ${name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, DEMO.recruiter);
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
