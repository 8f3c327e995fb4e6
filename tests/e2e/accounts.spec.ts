import { spawn, type ChildProcess } from 'node:child_process';
import { type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect, test } from './fixtures/signed-in.ts';
import { createUser, mailedCode } from './fixtures/users.ts';
import { DEMO, VIEWPORTS, expectNoSeriousA11yViolations, loginThroughForm } from './support.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('candidate account journey', () => {
  test('get started, sign up, confirm with the mailed code, log in and out, reset the password, log in again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `cand-${stamp()}@example.test`;
    await page.goto('/get-started');
    await expect(page.getByText('For Job Seekers')).toBeVisible();
    await expect(page.getByText('For Organizations')).toBeVisible();
    await expect(page.getByText('For Hiring Teams')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up as a candidate' }).click();
    await expect(page).toHaveURL(/\/signup$/);

    // Every validation message of the form.
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('This is required').first()).toBeVisible();
    await expect(page.getByText('LinkedIn profile URL is required')).toBeVisible();
    await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
    await page.getByLabel('First name').fill('R2D2');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('LinkedIn profile URL').fill('https://example.com/in/someone');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(
      page.getByText('Only letters, spaces, apostrophes and hyphens are allowed'),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid email format')).toBeVisible();
    await expect(
      page.getByText(
        'Use at least 8 characters with one lowercase letter, one uppercase letter and one number',
      ),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid LinkedIn profile URL')).toBeVisible();

    await page.getByLabel('First name').fill('Çağla');
    await page.getByLabel('Last name').fill("Öztürk-O'Neil");
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Password1');
    await page.getByLabel('LinkedIn profile URL').fill(`linkedin.com/in/cagla-${stamp()}`);
    await chooseOption(page, 'How did you hear about us?', 'Reference from someone');
    await page.getByLabel('Who referred you?').fill('A colleague');
    await page.getByLabel(/I accept the terms of service/).check();
    await page.getByLabel(/I have read the information notice/).check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('This is a commonly used password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Quiet-Harbour-81');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/\/login\?message=registration-successful/);
    await expect(
      page.getByText(
        'Registration successful. Please check your email for the next step: a confirmation code, or a note if you already have an account.',
      ),
    ).toBeVisible();
    await loginThroughForm(page, email, 'Quiet-Harbour-81');
    await expect(page).toHaveURL(/\/confirm-email\?email=/);
    const code = await mailedCode(request, email, /Confirm your e-mail/);
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await expect(verify).toBeDisabled();
    await typeCode(page, code);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText('Redirecting you to login page...')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?message=email-confirmed/, { timeout: 6000 });
    await expect(
      page.getByText('Your email has been confirmed. You can now log in.'),
    ).toBeVisible();

    await loginThroughForm(page, email, 'Quiet-Harbour-81');
    await expect(page).toHaveURL(/\/chrs\/job-openings$/);
    await page
      .getByRole('button', { name: /Logout/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('Email').fill(` ${email} `);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('If an account exists for this address, we have sent a reset code to it.'),
    ).toBeVisible();
    const resetCode = await mailedCode(request, email, /Reset your password/);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Code is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Confirmation is required')).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(resetCode);
    await page.getByLabel('New password').fill('Brand-New-Path-7');
    await page.getByLabel('Confirm password').fill('Brand-New-Path-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Brand-New-Path-7');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText('Your password has been reset. You can now log in with your new password.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await loginThroughForm(page, email, 'Quiet-Harbour-81');
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await loginThroughForm(page, email, 'Brand-New-Path-7');
    await expect(page).toHaveURL(/\/chrs\/job-openings$/);
  });

  test('a reset link with the e-mail verifies the code first, then asks only for the password', async ({
    page,
    request,
  }) => {
    const candidate = await createUser(request, 'candidate');
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(candidate.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const code = await mailedCode(request, candidate.email, /Reset your password/);
    await page.goto(`/reset-password?email=${encodeURIComponent(candidate.email)}`);
    await page.getByLabel('Code', { exact: true }).fill('000000' === code ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(
      page.getByText(
        'The code is wrong or no longer valid. Please check it, or ask for a new code.',
      ),
    ).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByLabel('New password')).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to verification' }).click();
    await expect(page.getByRole('button', { name: 'Verify Code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  });
});

test('company sign-up creates the account, which confirms and logs in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = stamp();
  const email = `owner-${id}@example.test`;
  await page.goto('/company-signup');
  await page.getByRole('button', { name: 'Create Company Account' }).click();
  await expect(page.getByText('This is required').first()).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await page.getByLabel('First name').fill('Şule2');
  await page.getByLabel('Work email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create Company Account' }).click();
  await expect(
    page.getByText('Only letters, spaces, apostrophes and hyphens are allowed'),
  ).toBeVisible();
  await expect(page.getByText('Please enter a valid email format')).toBeVisible();
  await page.getByLabel('First name').fill('Şule');
  await page.getByLabel('Last name').fill('Yılmaz');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Phone').fill('+90 532 123 45');
  await page.getByLabel('Password', { exact: true }).fill('Harbour-Lights-7');
  await page.getByLabel('Company name').fill(`Acme ${id}`);
  await page.getByLabel('Company website').fill('acme.example.com');
  await page.getByRole('textbox', { name: 'Country', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('searchbox').or(page.locator('.p-dropdown-filter')).first().fill('Türk');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Turkey|Türkiye/ })
    .first()
    .click();
  await chooseOption(page, 'Industry', 'Software & IT Services');
  await chooseOption(page, 'How did you hear about us?', 'LinkedIn');
  await page.getByLabel(/I accept the terms of service/).check();
  await page.getByLabel(/I have read the information notice/).check();
  await page.getByRole('button', { name: 'Create Company Account' }).click();
  await expect(page.getByText('Please enter a valid phone number format')).toBeVisible();
  await page.getByLabel('Phone').fill('+90 532 123 45 67');
  await page.getByRole('button', { name: 'Create Company Account' }).click();
  await expect(page).toHaveURL(/\/login\?message=company-created/);
  await loginThroughForm(page, email, 'Harbour-Lights-7');
  await expect(page).toHaveURL(/\/confirm-email/);
  await typeCode(page, await mailedCode(request, email, /Confirm your e-mail/));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?message=email-confirmed/, { timeout: 6000 });
  await loginThroughForm(page, email, 'Harbour-Lights-7');
  await expect(page).toHaveURL(/\/chrs\/job-openings$/);
});

test('confirm e-mail without an address asks for one, with its messages, then sends the code', async ({
  page,
}) => {
  const candidate = await createUser(page.request, 'candidate');
  await page.goto('/confirm-email');
  const email = page.getByLabel('Email', { exact: true });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('This is required')).toBeVisible();
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Please enter a valid email format')).toBeVisible();
  await email.fill(candidate.email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
});

test.describe('timers (fake clock)', () => {
  test('resend waits 60 seconds, then sends a new code', async ({ page }) => {
    const candidate = await createUser(page.request, 'candidate');
    await page.clock.install();
    await page.goto(`/confirm-email?email=${encodeURIComponent(candidate.email)}`);
    await expect(page.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    await page.clock.runFor(30_000);
    await expect(page.getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();
    await page.clock.runFor(30_000);
    const resend = page.getByRole('button', { name: 'Resend code', exact: true });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByText('A new code is on its way.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
  });

  test('a logged-in user is logged out after 60 s without activity', async ({ page }) => {
    const recruiter = await createUser(page.request, 'recruiter');
    await page.goto('/login');
    await loginThroughForm(page, recruiter.email, recruiter.password);
    await expect(page).toHaveURL(/\/chrs\/job-openings$/);
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await page.clock.runFor(50_000);
    await expect(page).toHaveURL(/\/chrs\/job-openings$/);
    await page.clock.runFor(11_000);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('login outcomes', () => {
  test('the query banner, a failed bot check and a wrong password', async ({ page }) => {
    const recruiter = await createUser(page.request, 'recruiter');
    await page.goto('/login?message=session-expired-please-login-again&severity=warn');
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Session Expired Please Login Again' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);

    await page.route('**/api/bot-check/challenge**', (route) => route.abort());
    await loginThroughForm(page, recruiter.email, recruiter.password);
    await expect(page.getByText('Please verify that you are not a robot')).toBeVisible();
    await page.unroute('**/api/bot-check/challenge**');
    await loginThroughForm(page, recruiter.email, 'Wrong1234!');
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    // No provider is configured on this server: no social buttons.
    await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`account pages have no serious accessibility violations at ${name} width`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      for (const path of [
        '/signup',
        '/company-signup',
        '/get-started',
        '/reset-password',
        '/confirm-email?email=a%40b.test',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await test.step(path, () => expectNoSeriousA11yViolations(page));
      }
    });
  }
});

test.describe('social sign-in against a real OpenID provider', () => {
  // One server for the group, started once: its tests stay together in one worker.
  test.describe.configure({ mode: 'default' });
  const port = Number(process.env.E2E_PORT ?? 4173) + 100;
  const base = `http://localhost:${port}`;
  let provider: OAuth2Server;
  let server: ChildProcess;
  let claims: Record<string, unknown> = {};
  let redirectTweak: ((url: URL) => void) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
    provider.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) =>
      redirectTweak?.(redirect.url),
    );
    const issuer = provider.issuer.url!;
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: 'e2e-google',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_ISSUER_URL: issuer,
        LINKEDIN_CLIENT_ID: 'e2e-linkedin',
        LINKEDIN_CLIENT_SECRET: 'e2e-linkedin-secret',
        LINKEDIN_ISSUER_URL: issuer,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          fetch(`${base}/api/health`)
            .then((r) => r.status)
            .catch(() => 0),
        {
          timeout: 110_000,
          intervals: [500],
        },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await provider?.stop();
  });

  test.beforeEach(() => {
    redirectTweak = undefined;
  });

  test('LinkedIn signs a new person in and lands on the stored redirect', async ({ page }) => {
    claims = {
      sub: `li-${stamp()}`,
      email: `li-${stamp()}@example.test`,
      email_verified: true,
      given_name: 'Lin',
      family_name: 'Kedin',
    };
    await page.goto(`${base}/login?redirect=%2Fchrs%2Fprofile`);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await expect(page).toHaveURL(`${base}/chrs/profile`);
  });

  // This group's own server (its own data): the demo candidate there is nobody else's.
  test('Google signs an existing account in', async ({ page }) => {
    claims = { sub: `g-${stamp()}`, email: DEMO.candidate, email_verified: true };
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(`${base}/chrs/job-openings`);
  });

  test('a cancelled authorisation and a bad state go back to login with the error', async ({
    page,
  }) => {
    redirectTweak = (url) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'user_cancelled_login');
    };
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await expect(page).toHaveURL(/\/login\?message=linkedin-cancelled/);
    await expect(page.getByText('LinkedIn Authorization cancelled')).toBeVisible();

    redirectTweak = (url) => url.searchParams.set('state', 'forged-state');
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    // A state that is not the sign-in's: it cannot go on, and Continue with LinkedIn starts again.
    await expect(page).toHaveURL(/\/login\?message=linkedin-expired/);
    await expect(
      page.getByText(
        'Your LinkedIn sign-in has expired. Choose Continue with LinkedIn to start again.',
      ),
    ).toBeVisible();
  });
});
