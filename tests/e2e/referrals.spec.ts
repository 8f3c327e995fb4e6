import { type Browser, type Locator, type Page } from '@playwright/test';
import { recruiterWithCandidates } from './fixtures/hiring.ts';
import { pdf } from './fixtures/pdf.ts';
import { expect, logInThroughApi, test } from './fixtures/signed-in.ts';
import { createUser, type TestUser } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

// GB first: the phone input's default country comes from the Accept-Language region.
test.use({ locale: 'en-GB', viewport: VIEWPORTS.desktop });

const cvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdf(lines),
});

/** A UK mobile (national form) no other test uses. */
const uniqueMobile = () => `79${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Opens the dialog of the first job whose button is enabled; returns the job's detail path. */
async function openFirst(page: Page, action: 'Refer' | 'Apply') {
  await page.goto('/jobs');
  const button = page
    .getByRole('button', { name: new RegExp(`^${action} – `) })
    .and(page.locator(':not([disabled])'));
  const first = button.first();
  await expect(first).toBeVisible();
  // The table (wide screens) links the job name in the row; the cards (390 px) have no row.
  const href = await first.evaluate(
    (button) => button.closest('tr')?.querySelector('a')?.getAttribute('href') ?? '',
  );
  await first.click();
  return href;
}

async function fillNewCandidate(
  dialog: Locator,
  person: { first: string; last: string; email: string; mobile: string; linkedin: string },
) {
  await dialog.getByLabel('First name').fill(person.first);
  await dialog.getByLabel('Last name').fill(person.last);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Mobile').fill(person.mobile);
  await dialog.getByLabel('LinkedIn page').fill(person.linkedin);
}

async function acceptTerms(dialog: Locator) {
  for (const name of [
    'I accept the terms and conditions',
    'I accept the personal data protection terms',
  ]) {
    const box = dialog.getByRole('checkbox', { name });
    // A dialog still settling can swallow the first click; tick until it holds.
    await expect(async () => {
      await box.check({ force: true });
      await expect(box).toBeChecked();
    }).toPass({ timeout: 15_000 });
  }
}

/** The user again, in a browser context of its own (another tab, another person). */
async function asUser(browser: Browser, user: TestUser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: VIEWPORTS.desktop,
  });
  const page = await context.newPage();
  await logInThroughApi(page, user);
  return { page, close: () => context.close() };
}

test('a visitor who clicks Refer is sent to login with the page kept', async ({ page }) => {
  await page.goto('/jobs');
  await page
    .getByRole('button', { name: /^Refer – / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjobs/);
});

test('refer a new candidate with a CV, prefilled from it; the same person again is refused', async ({
  asRecruiter: { page },
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const email = `jane.${unique}@example.test`;
  const jobPath = await openFirst(page, 'Refer');
  const dialog = page.getByRole('dialog', { name: 'New candidate' });
  await expect(dialog).toBeVisible();

  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      cvFile('jane-cv.pdf', ['Jane Doe', `${email} | linkedin.com/in/jane-${unique}`]),
    );
  await expect(dialog.getByText('jane-cv.pdf')).toBeVisible();
  await expect(dialog.getByText(/\d+ KB/)).toBeVisible();
  // The CV reader filled what it found.
  await expect(dialog.getByLabel('First name')).toHaveValue('Jane');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Doe');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('LinkedIn page')).toHaveValue(`linkedin.com/in/jane-${unique}/`);

  // A number of this test's own: the same phone is the same person to the ownership rule.
  await dialog.getByLabel('Mobile').fill(uniqueMobile());
  await dialog.getByLabel('Additional info').fill('Available from next month');
  await expect(dialog.getByText('25 / 512')).toBeVisible();
  await acceptTerms(dialog);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(page.getByText('Candidate successfully referred!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Another recruiter refers the same person (LinkedIn pasted as a full URL) to the same job.
  const otherRecruiter = await createUser(request, 'recruiter');
  const other = await asUser(browser, otherRecruiter, new URL(page.url()).origin);
  try {
    await other.page.goto(jobPath);
    await other.page
      .getByRole('button', { name: /^Refer – / })
      .first()
      .click();
    const second = other.page.getByRole('dialog', { name: 'New candidate' });
    await second.locator('input[type=file]').setInputFiles(cvFile('again.pdf', ['Someone Else']));
    await fillNewCandidate(second, {
      first: 'Jane',
      last: 'Doe',
      email: email.toUpperCase(),
      mobile: uniqueMobile(),
      linkedin: `https://www.linkedin.com/in/jane-${unique}/`,
    });
    await acceptTerms(second);
    await second.getByRole('button', { name: 'Refer', exact: true }).click();
    await expect(
      other.page.getByText('This candidate has already been referred to this job.'),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('refer an existing candidate with the latest CV', async ({ page, request }) => {
  test.setTimeout(90_000); // search, pick, CV list and two submits on a shared machine
  // The recruiter's own candidate, referred once to another job of the same company.
  const { recruiter, candidates, freeJob } = await recruiterWithCandidates(request, [
    { firstname: 'Aisha', lastname: 'Khan' },
  ]);
  const aisha = candidates[0]!;
  await logInThroughApi(page, recruiter);
  await page.goto(freeJob.path);
  await page
    .getByRole('button', { name: /^Refer – / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'New candidate' });
  await dialog.getByRole('button', { name: 'Existing candidate' }).click();
  const existing = page.getByRole('dialog', { name: 'Add existing candidate' });
  await expect(existing.getByText(/Showing 1 to \d of \d+/)).toBeVisible();
  await existing.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(existing.getByText('Please select a candidate')).toBeVisible();

  // Her row shows before the search too (she is the recruiter's only candidate): the search's
  // answer, and the table's loading overlay gone, come first, or the click lands on the overlay.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/referrals/candidates') &&
      new URL(response.url()).searchParams.get('search') === 'Aisha',
  );
  await existing.getByRole('textbox', { name: 'Search candidates' }).fill('Aisha');
  await searched;
  await expect(existing.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const row = existing.getByRole('row', { name: new RegExp(aisha.fullName) });
  await expect(row).toBeVisible();
  await row.locator('input[type=radio]').check({ force: true });
  await expect(existing.getByRole('radio', { name: 'Latest CV' })).toBeChecked();
  await expect(existing.getByText('aisha-cv.pdf')).toBeVisible();
  await existing.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(existing.getByText('Please accept the terms and conditions')).toBeVisible();
  await acceptTerms(existing);
  await existing.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(page.getByText('Candidate successfully referred!')).toBeVisible();
});

test('every validation message of the refer form, and a .png refused', async ({
  asRecruiter: { page },
}) => {
  await openFirst(page, 'Refer');
  const dialog = page.getByRole('dialog', { name: 'New candidate' });
  await dialog.getByRole('button', { name: 'Refer', exact: true }).click();
  for (const message of [
    'Please select or upload a CV',
    'Please enter first name and last name',
    'Please enter an email address',
    'Please enter a phone number',
    'Please enter a valid LinkedIn profile URL',
    'Please accept the terms and conditions',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();

  await dialog.getByLabel('First name').fill('Jane3');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Mobile').fill('12');
  await dialog.getByLabel('LinkedIn page').fill('jane doe!');
  await dialog.getByRole('button', { name: 'Refer', exact: true }).click();
  for (const message of [
    'Please enter first name and last name',
    'Please enter a valid email format',
    'Please enter a valid phone number format',
    'LinkedIn username can only contain letters, numbers, underscores, and hyphens',
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByLabel('LinkedIn page').fill('https://example.com/in/jane');
  await dialog.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(dialog.getByText('Please enter a valid LinkedIn profile URL')).toBeVisible();

  // Each acceptance opens its text from the server.
  await dialog.getByRole('button', { name: 'terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  await expect(terms.locator('.referral-terms__body')).not.toBeEmpty();
  await terms.getByRole('button', { name: 'Close' }).last().click();
  await expect(terms).toBeHidden();

  // A pasted www form or @name becomes linkedin.com/in/{name}/.
  const linkedin = dialog.getByLabel('LinkedIn page');
  await linkedin.fill('@jane_doe');
  await linkedin.blur();
  await expect(linkedin).toHaveValue('linkedin.com/in/jane_doe/');

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  });
  await expect(dialog.getByText('Please upload your CV in PDF or DOC format.')).toBeVisible();
  await expect(dialog.getByText('photo.png')).toHaveCount(0);

  // Toggling to the existing candidate mode and back resets the form.
  await dialog.getByRole('button', { name: 'Existing candidate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'New candidate' }).click();
  await expect(page.getByRole('dialog').getByLabel('First name')).toHaveValue('');
});

test('apply with a new CV (loading dialog), then with the latest CV; already applied', async ({
  asCandidate: { page, user },
  browser,
}) => {
  test.setTimeout(150_000);
  const jobPath = await openFirst(page, 'Apply');
  const dialog = page.getByRole('dialog', { name: 'Apply' });
  await expect(dialog.getByLabel('First name')).toBeDisabled();
  await expect(dialog.getByLabel('LinkedIn URL')).toHaveValue(/linkedin\.com\/in\//);
  await dialog.getByRole('radio', { name: 'Upload new CV' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByText('Please attach a CV')).toBeVisible();
  await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles(cvFile('my-new-cv.pdf', ['Can Yilmaz']));
  await acceptTerms(dialog);
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  const loading = page.getByRole('dialog', { name: 'Submitting your application' });
  await expect(loading).toBeVisible();
  await expect(loading.getByText('Application submitted successfully!')).toBeVisible();
  await expect(loading).toBeHidden({ timeout: 5000 });
  await page.goto(jobPath);
  await expect(page.getByRole('button', { name: /^Applied – / }).first()).toBeDisabled();

  // The latest CV is offered first next time.
  const next = await openFirst(page, 'Apply');
  expect(next).not.toBe(jobPath);
  const second = page.getByRole('dialog', { name: 'Apply' });
  await expect(second.getByRole('radio', { name: 'Latest CV' })).toBeChecked();
  await expect(second.getByText('my-new-cv.pdf')).toBeVisible();
  await acceptTerms(second);

  // Meanwhile the same user applies to that job in another tab: this one hears 'Already Applied'.
  const tab = await asUser(browser, user, new URL(page.url()).origin);
  try {
    await tab.page.goto(next);
    await tab.page
      .getByRole('button', { name: /^Apply – / })
      .first()
      .click();
    const other = tab.page.getByRole('dialog', { name: 'Apply' });
    // The form fills itself from the profile once it loads; ticking before that would be reset.
    await expect(other.getByLabel('LinkedIn URL')).toHaveValue(/linkedin\.com\/in\//);
    await expect(other.getByRole('radio', { name: 'Latest CV' })).toBeChecked();
    await acceptTerms(other);
    await other.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(tab.page.getByText('Application submitted successfully!')).toBeVisible();
  } finally {
    await tab.close();
  }
  await second.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Already Applied', { exact: true })).toBeVisible();
  await expect(page.getByText('You have already applied to this job')).toBeVisible();
});

test('the loading dialog slides every 6 s and can be paused', async ({ asCandidate: { page } }) => {
  // The page runs on Playwright's clock: time flows as usual, and the test moves it on by the
  // spec's 6 s a slide and 2 s of success instead of waiting them out.
  await page.clock.install();
  await openFirst(page, 'Apply');
  const dialog = page.getByRole('dialog', { name: 'Apply' });
  await dialog.getByRole('radio', { name: 'Upload new CV' }).check({ force: true });
  await dialog.locator('input[type=file]').setInputFiles(cvFile('slow.pdf', ['Slow']));
  await acceptTerms(dialog);
  await expectNoSeriousA11yViolations(page);
  // Hold the answer back so the slides can be watched.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/applications', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  const loading = page.getByRole('dialog', { name: 'Submitting your application' });
  const slide = (name: string) => loading.getByRole('heading', { name });
  await expect(slide('Your CV, read for you')).toBeVisible();
  // 4 s on (the real time since the dialog opened counts too, hence the margin): the same slide.
  await page.clock.runFor(4000);
  await expect(slide('Your CV, read for you')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(slide('Straight to the hiring team')).toBeVisible();

  await loading.getByRole('button', { name: 'Pause slides' }).click();
  await expect(loading.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await page.clock.runFor(7000);
  await expect(slide('Straight to the hiring team')).toBeVisible();
  await loading.getByRole('button', { name: 'Play slides' }).click();
  await expect(loading.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  await page.clock.runFor(6000);
  await expect(slide('Follow every step')).toBeVisible();
  await loading.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide('Your data stays yours')).toBeVisible();

  release();
  await expect(loading.getByText('Application submitted successfully!')).toBeVisible();
  // Success closes itself after 2 s.
  await expect(loading).toBeVisible();
  await page.clock.runFor(2000);
  await expect(loading).toBeHidden();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
});

test('the refer dialog works at 390 px', async ({ asRecruiter: { page } }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await openFirst(page, 'Refer');
  const dialog = page.getByRole('dialog', { name: 'New candidate' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: 'Refer', exact: true })).toBeVisible();
});
