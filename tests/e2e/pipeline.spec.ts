import { type Page } from '@playwright/test';
import { payPostingFee } from './fixtures/checkout.ts';
import { postJob as postJobThroughApi, referNewCandidate } from './fixtures/hiring.ts';
import { pdf } from './fixtures/pdf.ts';
import { expect, newSignedInPage, openDashboard, test } from './fixtures/signed-in.ts';
import { createUser, signIn, uniqueLetters, type Auth } from './fixtures/users.ts';
import {
  VIEWPORTS,
  appDate,
  expectNoSeriousA11yViolations,
  pickDropdownOption,
} from './support.ts';

/** Calls the API from the logged-in page: a refresh (httpOnly cookie) gives a bearer token. */
async function apiCall<T>(
  page: Page,
  path: string,
  init: { method?: string; json?: unknown; form?: Record<string, string>; file?: string } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const refresh = await fetch('/api/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
      });
      const { accessToken } = (await refresh.json()) as { accessToken: string };
      const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
      let body: BodyInit | undefined;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      } else if (init.form) {
        const form = new FormData();
        for (const [key, value] of Object.entries(init.form)) form.append(key, value);
        if (init.file)
          form.append('cv', new Blob([init.file], { type: 'application/pdf' }), 'cv.pdf');
        body = form;
      }
      const response = await fetch(path, { method: init.method ?? 'GET', headers, body });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, init },
  );
}

async function moveTo(page: Page, name: string, status: string, note: string) {
  await page.getByRole('button', { name: `Move ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${name}` });
  // The dropdown is driven from the keyboard, as a keyboard user would.
  await dialog.getByLabel('Related Status').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: status, exact: true }).click();
  await dialog.getByLabel('Description').fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test.describe('hiring pipeline', () => {
  test('company posts, recruiter refers, company moves the candidate to hire, the reward is held', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const title = `Pipeline Engineer ${stamp}`;
    // Names take letters only: the stamp's digits become letters.
    const letters = stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
    const candidate = { first: 'Grace', last: `Hopper${letters}` };
    const fullName = `${candidate.first} ${candidate.last}`;

    // 1. The company member posts a job.
    const companySide = await newSignedInPage(browser, 'company', { viewport: VIEWPORTS.desktop });
    const company = companySide.page;
    const jobId = await postJob(company, title, companySide.auth);

    // 2. The recruiter refers a candidate to it.
    const { page: recruiter } = await newSignedInPage(browser, 'recruiter', {
      viewport: VIEWPORTS.desktop,
    });
    await openDashboard(recruiter);
    const before = await apiCall<{ pending: unknown[] }>(recruiter, '/api/points/summary');
    expect(before.status).toBe(200);
    const referred = await apiCall<{ status: number }>(recruiter, '/api/referrals', {
      method: 'POST',
      form: {
        payload: JSON.stringify({
          mode: 'new',
          jobId,
          firstname: candidate.first,
          lastname: candidate.last,
          email: `grace.${stamp}@example.test`,
          mobile: '+447912345678',
          linkedinPage: `grace-${stamp}`,
          term1Accepted: true,
          term2Accepted: true,
        }),
      },
      file: pdf([fullName, `grace.${stamp}@example.test`]).toString('latin1'),
    });
    expect(referred.body).toMatchObject({ status: 0 });

    // 3. The company member moves the candidate through the stages.
    await company.goto(`/chrs/applications?job=${jobId}`);
    const screening = company.getByRole('listitem').filter({
      has: company.getByRole('heading', { name: /^Screening/ }),
    });
    await expect(screening.getByText(fullName)).toBeVisible();
    await expectNoSeriousA11yViolations(company);

    await company.getByRole('button', { name: `Move ${fullName}` }).click();
    const dialog = company.getByRole('dialog', { name: `Move ${fullName}` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please Select Related Status!!!')).toBeVisible();
    await expect(dialog.getByText('Please Provide a Description')).toBeVisible();
    await expectNoSeriousA11yViolations(company);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await moveTo(company, fullName, 'Pre-submission interviews', 'First call went well');
    await expect(
      company.getByText('The candidate was moved to Pre-submission interviews.'),
    ).toBeVisible();
    await moveTo(company, fullName, 'Submission', 'Sent to the hiring manager');
    await expect(company.getByText('The candidate was moved to Submission.')).toBeVisible();
    await moveTo(company, fullName, 'Company interviews', 'Two rounds booked');
    await moveTo(company, fullName, 'Offer', 'Offer sent');
    await expect(company.getByText('The candidate was moved to Offer.')).toBeVisible();

    await moveTo(company, fullName, 'Hire', 'Signed the contract');
    const confirm = company.getByRole('dialog', { name: 'Confirm the hire' });
    await expect(confirm.getByText(/owes the reward of \$1,500/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm hire' }).click();
    // Pending during the guarantee period: 90 days from today.
    const ends = new Date(Date.now() + 90 * 86_400_000);
    const endsText = appDate(ends);
    await expect(
      company.getByText(
        `Hire confirmed. The referrer’s reward of $1,500 is pending until ${endsText}.`,
      ),
    ).toBeVisible();
    const hire = company.getByRole('listitem').filter({
      has: company.getByRole('heading', { name: /^Hire/ }),
    });
    await expect(hire.getByText(fullName)).toBeVisible();
    await expect(company.getByText(/1 hired/)).toBeVisible();

    // The history shows every move with who and the note.
    await company.getByRole('link', { name: `History of ${fullName}` }).click();
    await expect(company.getByRole('heading', { name: 'Application History' })).toBeVisible();
    for (const note of ['First call went well', 'Offer sent', 'Signed the contract'])
      await expect(company.getByText(note)).toBeVisible();
    await expect(company.getByText(`by ${companySide.user.fullName}`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(company);

    // 4. The recruiter sees the reward pending, with the day it becomes payable; nothing is
    // payable yet, so the badge has no balance.
    const after = await apiCall<{
      pending: { jobTitle: string; amountMinor: number; currency: string }[];
    }>(recruiter, '/api/points/summary');
    expect(after.body.pending).toHaveLength(before.body.pending.length + 1);
    expect(after.body.pending).toContainEqual(
      expect.objectContaining({ jobTitle: title, amountMinor: 150_000, currency: 'USD' }),
    );
    await recruiter.goto('/chrs/user-point-history');
    await expect(recruiter.getByLabel('Your points: 0 points')).toBeVisible();
    await expect(recruiter.getByText(`${fullName}, ${title}`)).toBeVisible();
    await expect(
      recruiter.getByText(`Payable on ${endsText} at the earliest, once the company pays`),
    ).toBeVisible();
  });

  test('the applications page works on a phone', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { page, auth } = await newSignedInPage(browser, 'company', {
      viewport: VIEWPORTS.mobile,
    });
    // The member's job with a referral on it: the page has applications to show.
    const { id: jobId } = await postJobThroughApi(page.request, auth, {
      title: `Analyst ${uniqueLetters()}`,
    });
    await referNewCandidate(
      request,
      await signIn(request, await createUser(request, 'recruiter')),
      jobId,
    );
    await page.goto('/chrs/applications');
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/** Posts a job through the job form, as the company member would. */
async function postJob(page: Page, title: string, auth: Auth): Promise<string> {
  await page.goto('/chrs/applications');
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page.getByRole('heading', { name: 'Post a job', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Industry is required')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await pickDropdownOption(page, 'Status', 'Open');
  for (const label of ['Industry', 'Job type', 'Recruitment type', 'Remote type', 'Country'])
    await pickDropdownOption(page, label);
  await page.getByLabel('Reward', { exact: true }).fill('1500');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Build the hiring pipeline.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save job' }).click();
  // Open asks for the posting fee first (checkout.spec.ts pays it on screen; here the API does).
  await expect(page).toHaveURL(/\/chrs\/checkout\?job=[0-9a-f]{32}$/);
  const jobId = new URL(page.url()).searchParams.get('job') ?? '';
  await payPostingFee(page.request, auth, jobId);
  return jobId;
}
