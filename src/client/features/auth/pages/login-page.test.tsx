import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#client/session/session-store.ts';
import { mockFetch, type MockReply } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { createSession } from '#client/test/session-fixtures.ts';

// Whole-app renders load page chunks on demand: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('#client/components/bot-check/get-bot-check-token.ts', () => ({
  getBotCheckToken: vi.fn(async () => 'solved-token'),
}));

function serverAnswers(login: MockReply) {
  return mockFetch((url) => {
    if (url === '/api/auth/login') return login;
    if (url === '/api/auth/me')
      return { body: { user: createSession().user, menu: createSession().menu } };
    return { status: 404 };
  });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it(
    'has labelled fields and shows translated validation messages',
    { timeout: 15_000 },
    async () => {
      serverAnswers({ status: 500 });
      renderApp('/login');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Login' }));
      expect(await screen.findAllByText('This is required')).toHaveLength(2);

      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Please enter a valid email format')).toBeTruthy();
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('answers the harder bot check when the account asks for it, and logs in', async () => {
    const bodies: Record<string, unknown>[] = [];
    const session = createSession();
    mockFetch((url, init) => {
      if (url === '/api/auth/login') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        return body.strictBotCheck
          ? { body: session }
          : {
              status: 429,
              body: { code: 'bot_check_required', message: 'Extra check', details: {} },
            };
      }
      if (url === '/api/auth/me') return { body: { user: session.user, menu: session.menu } };
      return { status: 404 };
    });
    const { getBotCheckToken } =
      await import('#client/components/bot-check/get-bot-check-token.ts');
    renderApp('/login');
    await fillAndSubmit('ada@example.com', 'Copper-Lantern-42');
    await waitFor(() => expect(sessionStore.getSnapshot().user).not.toBeNull());
    expect(bodies.map((b) => b.strictBotCheck ?? false)).toEqual([false, true]);
    expect(vi.mocked(getBotCheckToken).mock.calls.map(([action]) => action)).toContain(
      'login-strict',
    );
  });

  it('shows the translated reason of a refused login', async () => {
    serverAnswers({
      status: 401,
      body: { code: 'invalid_credentials', message: 'Invalid email or password' },
    });
    renderApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(sessionStore.getSnapshot().user).toBeNull();
  });

  it('says when a refused login may be tried again', async () => {
    serverAnswers({
      status: 429,
      body: {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a moment and try again.',
        details: { retryAfterSeconds: 14 * 60 },
      },
    });
    renderApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong');
    expect(
      await screen.findByText('The limit has been reached. You can try again in 14 minutes.'),
    ).toBeTruthy();
  });

  it("falls back to 'Login failed' when the server gives no usable reason", async () => {
    serverAnswers({ status: 418 });
    renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret');
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('explains a login that could not reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret');
    expect(
      await screen.findByText(
        'No response from server. Please check your connection and try again.',
      ),
    ).toBeTruthy();
  });

  it('offers e-mail confirmation when the account is not confirmed yet', async () => {
    serverAnswers({ status: 403, body: { code: 'email_not_confirmed', message: 'Not confirmed' } });
    renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret');
    expect(
      await screen.findByText('Please accept your email confirmation before you Login'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm your email' }).getAttribute('href')).toBe(
      '/confirm-email?email=ada%40example.com',
    );
  });

  it('logs in and goes to the redirect target 100 ms later', async () => {
    serverAnswers({ body: createSession() });
    const { router } = renderApp('/login?redirect=%2Fchrs%2Fprofile');
    const emailField = await screen.findByLabelText('Email');
    vi.useFakeTimers();
    fireEvent.change(emailField, { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.submit(emailField.closest('form') as HTMLFormElement);

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(sessionStore.getSnapshot().status).toBe('authenticated');
    expect(currentPath(router)).toBe('/login?redirect=%2Fchrs%2Fprofile');
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    await waitFor(() => expect(currentPath(router)).toBe('/chrs/profile'));
  });

  it('goes to My Dashboard without a redirect query', async () => {
    serverAnswers({ body: createSession() });
    const { router } = renderApp('/login');
    await fillAndSubmit('ada@example.com', 'Secret123');
    await waitFor(() => expect(currentPath(router)).toBe('/chrs/job-openings'));
  });
});
