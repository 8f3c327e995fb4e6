import type { APIRequestContext } from '@playwright/test';
import { expect, logInThroughForm, test } from './fixtures/signed-in.ts';
import { postJob, referNewCandidate } from './fixtures/hiring.ts';
import { createUser, mailedCode, signIn, uniqueLetters, type TestUser } from './fixtures/users.ts';
import { outboxMails, solvedBotCheck, staffHeaders } from './outbox.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

/** The link of the referral notice mailed to the referred person, as a path of this site. */
async function noticePath(request: APIRequestContext, to: string) {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await outboxMails(request, to)).find((m) => /referred you to/.test(m.subject));
      path = mail ? /\/referral-notice\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] : undefined;
      return path;
    })
    .toBeDefined();
  return path!;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a referred person opens the mailed link, sees their data and confirms (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const request = page.request;
    const member = await signIn(request, await createUser(request, 'company'));
    const title = `Backend Engineer ${uniqueLetters()}`;
    const job = await postJob(request, member, { title });
    const recruiter = await createUser(request, 'recruiter', { firstname: 'Rana' });
    const person = await referNewCandidate(request, await signIn(request, recruiter), job.id);

    await page.goto(await noticePath(request, person.email));
    await expect(
      page.getByRole('heading', { level: 1, name: 'A referral in your name' }),
    ).toBeVisible();
    await expect(
      page.getByText(`${recruiter.fullName} referred you to the job “${title}”`),
    ).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByText('A CV file was attached')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(/you confirmed this referral on \d{2}\.\d{2}\.\d{4}/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Object' })).toHaveCount(0);

    // The company sees the confirmation on its board.
    const board = await request.get(`/api/pipeline/jobs/${job.id}/board`, { headers: member });
    const items = (
      (await board.json()) as {
        columns: { items: { candidateName: string; candidateResponse?: string | null }[] }[];
      }
    ).columns.flatMap((column) => column.items);
    expect(items.find((item) => item.candidateName === person.fullName)?.candidateResponse).toBe(
      'confirmed',
    );
  });
}

test('a wrong link says so, with no data', async ({ page }) => {
  await page.goto(`/referral-notice/${'A'.repeat(43)}`);
  await expect(page.getByText('This link is not valid or has expired.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

/** A user signed up through the API who gave the optional explicit consent, confirmed. */
async function consentingUser(request: APIRequestContext): Promise<TestUser> {
  const tag = uniqueLetters();
  const user: TestUser = {
    role: 'candidate',
    email: `consenting-${tag}@example.test`,
    password: `Copper-Lantern-42-${tag}`,
    firstname: 'Selin',
    lastname: `Consent${tag}`,
    fullName: `Selin Consent${tag}`,
  };
  const headers = { 'x-forwarded-for': `198.19.${tag.charCodeAt(0)}.${tag.charCodeAt(1)}` };
  const signUp = await request.post('/api/accounts/signup', {
    headers,
    data: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      password: user.password,
      linkedinPage: `linkedin.com/in/consent-${tag}`,
      marketingChannelId: 2,
      termsAccepted: true,
      privacyNoticeRead: true,
      explicitConsent: true,
      captchaToken: await solvedBotCheck(request, 'signup'),
      language: 'en',
    },
  });
  expect(signUp.status()).toBe(201);
  const code = await mailedCode(request, user.email, /Confirm your e-mail/);
  const verified = await request.post('/api/accounts/email-confirmation/verify', {
    headers,
    data: { email: user.email, code },
  });
  expect(verified.ok()).toBe(true);
  return user;
}

test('a user whose accepted text changed is asked again at login', async ({ page }) => {
  const user = await consentingUser(page.request);
  // Staff publish a changed explicit consent text. Only users who gave that consent are asked
  // again, so the other journeys of the suite see no dialog.
  const saved = await page.request.put('/api/cms/terms/3/en', {
    headers: await staffHeaders(page.request),
    data: { htmlBody: `<p>Explicit consent, revised ${uniqueLetters()}.</p>` },
  });
  expect(saved.ok()).toBe(true);

  await logInThroughForm(page, user);
  const gate = page.getByRole('dialog', { name: 'Our texts have changed' });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText('Explicit consent');
  await expect(gate).toContainText(/Version \d+, published [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(gate.getByRole('button', { name: 'Continue' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  await gate.getByRole('button', { name: 'Read the text: Explicit consent' }).click();
  const text = page.getByRole('dialog', { name: 'Explicit consent' });
  await expect(text).toContainText('Explicit consent, revised');
  await text.getByRole('button', { name: 'Close' }).last().click();
  await expect(text).toHaveCount(0);

  await gate.getByLabel('I give my explicit consent (optional)').check();
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(gate).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Our texts have changed' })).toHaveCount(0);
});

test('the sign-up form asks for the notice and, apart, the optional explicit consent', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/signup');
  const notice = page.getByLabel(/I have read the information notice/);
  const consent = page.getByLabel(/I give my explicit consent/);
  await expect(notice).toBeVisible();
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
  await page.getByRole('link', { name: 'explicit consent' }).click();
  // The stored text (another test of this file may have published a revised one).
  const text = page.getByRole('dialog', { name: 'Explicit consent' });
  await expect(text.locator('.legal-text')).toContainText(/\S/);
  await expectNoSeriousA11yViolations(page);
  await text.getByRole('button', { name: 'Close' }).last().click();
  await expect(text).toHaveCount(0);
  await expect(notice).toBeVisible();
});
