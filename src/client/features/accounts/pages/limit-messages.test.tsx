import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';

// Whole-app renders load page chunks (PrimeReact forms) on demand: give a busy machine time.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('#client/components/bot-check/get-bot-check-token.ts', () => ({
  getBotCheckToken: vi.fn(async () => 'solved-token'),
}));

/** The server's answer past a limit: 42 minutes to wait. */
const LIMITED = {
  status: 429,
  body: {
    code: 'rate_limited',
    message: 'Too many attempts. Please wait a moment and try again.',
    details: { retryAfterSeconds: 42 * 60 - 5 },
  },
};
const WAIT_EN = 'The limit has been reached. You can try again in 42 minutes.';
const WAIT_TR = 'Sınıra ulaşıldı. 42 dakika sonra yeniden deneyebilirsiniz.';

const TURKIYE = { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90' };
const OPTIONS = {
  marketingChannels: [{ id: 1, name: 'Search', description: 'Search engine' }],
  industries: [{ id: 3, description: 'Software' }],
  countries: [TURKIYE],
};

/** Every POST to `limitedPath` answers 429, other POSTs succeed; the lookups answer. */
function serve(limitedPath: string) {
  return mockFetch((raw, init) => {
    const { pathname } = new URL(raw, 'http://test.invalid');
    if (init.method === 'POST') return pathname === limitedPath ? LIMITED : { body: { ok: true } };
    if (pathname === '/api/accounts/signup-options') return { body: OPTIONS };
    if (pathname === '/api/geo/country') return { body: { iso2: 'TR' } };
    if (pathname === '/api/lookups/countries')
      return { body: { items: [{ ...TURKIYE, defaultCurrency: 'TRY' }] } };
    if (pathname === '/api/content') return { body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

const user = () => userEvent.setup();

async function choose(label: string, option: string) {
  const [field] = await screen.findAllByLabelText(label);
  await user().click(field!.closest('.p-dropdown') as HTMLElement);
  // The open panel is the last one: the phone input's country list lists Türkiye too.
  const lists = await screen.findAllByRole('listbox', { hidden: true });
  await user().click(within(lists.at(-1)!).getByRole('option', { name: option, hidden: true }));
}

async function tick(id: string) {
  await user().click(document.getElementById(id) as HTMLElement);
}

async function fillCandidateSignUp() {
  const u = user();
  await u.type(await screen.findByLabelText('First name'), 'Ayşe');
  await u.type(screen.getByLabelText('Last name'), 'Yılmaz');
  await u.type(screen.getByLabelText('Email'), 'ayse@example.com');
  await u.type(screen.getByLabelText('Password'), 'Sunny-Rivers-42');
  await u.type(screen.getByLabelText('LinkedIn profile URL'), 'linkedin.com/in/ayse');
  await choose('How did you hear about us?', 'Search engine');
  await tick('signup-terms');
  await tick('signup-privacy');
  await u.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('a refused form says when the person can try again', () => {
  it('candidate sign-up', async () => {
    serve('/api/accounts/signup');
    renderApp('/signup');
    await fillCandidateSignUp();
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
  });

  it('recruiter sign-up', async () => {
    serve('/api/accounts/signup');
    renderApp('/signup?role=recruiter');
    await screen.findByRole('heading', { name: 'Create your recruiter account' });
    await fillCandidateSignUp();
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
  });

  it('company sign-up', async () => {
    serve('/api/accounts/company-signup');
    renderApp('/company-signup');
    const u = user();
    await u.type(await screen.findByLabelText('First name'), 'Ayşe');
    await u.type(screen.getByLabelText('Last name'), 'Yılmaz');
    await u.type(screen.getByLabelText('Work email'), 'ayse@acme.example');
    await waitFor(() => expect(screen.getByText('+90')).toBeTruthy());
    await u.type(screen.getByLabelText('Phone'), '0532 123 45 67');
    await u.type(screen.getByLabelText('Password'), 'Sunny-Rivers-42');
    await u.type(screen.getByLabelText('Company name'), 'Acme');
    await u.type(screen.getByLabelText('Company website'), 'https://acme.example');
    await choose('Country', 'Türkiye');
    await choose('Industry', 'Software');
    await choose('How did you hear about us?', 'Search engine');
    await tick('company-terms');
    await tick('company-privacy');
    await u.click(screen.getByRole('button', { name: 'Create Company Account' }));
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
  });

  it('forgot password: the reset code request', async () => {
    serve('/api/accounts/password-reset/request');
    renderApp('/reset-password');
    await user().type(await screen.findByLabelText('Email'), 'ayse@example.com');
    await user().click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
  });

  it('reset password: the code check of the mailed link', async () => {
    serve('/api/accounts/password-reset/verify');
    renderApp('/reset-password?email=ayse%40example.com&code=123456');
    await user().click(await screen.findByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
  });

  it('reset password: the new password', async () => {
    serve('/api/accounts/password-reset');
    renderApp('/reset-password');
    const u = user();
    await u.type(await screen.findByLabelText('Email'), 'ayse@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await u.type(await screen.findByLabelText('Code'), '123456');
    await u.type(screen.getByLabelText('New password'), 'Sunny-Rivers-42');
    await u.type(screen.getByLabelText('Confirm password'), 'Sunny-Rivers-42');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
  });

  it('confirm e-mail: sending the code', async () => {
    serve('/api/accounts/email-confirmation/send');
    renderApp('/confirm-email');
    await user().type(await screen.findByLabelText('Email'), 'ayse@example.com');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
  });

  it('confirm e-mail: checking the code, in Turkish too', async () => {
    serve('/api/accounts/email-confirmation/verify');
    const english = renderApp('/confirm-email?email=ayse%40example.com&code=123456');
    expect(await screen.findByText(WAIT_EN)).toBeTruthy();
    english.unmount();

    await i18next.changeLanguage('tr');
    renderApp('/confirm-email?email=ayse%40example.com&code=123456');
    expect(await screen.findByText(WAIT_TR)).toBeTruthy();
  });
});
