import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';
import { callbackErrorMessage } from './linkedin-callback-page.tsx';

// The login page's chunk takes a while to transform on a busy machine.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

describe('LinkedIn callback', () => {
  it('names an expired sign-in, not a missing code, when the state is gone', () => {
    expect(callbackErrorMessage('linkedin', 'state_mismatch')).toBe('linkedin-expired');
    expect(callbackErrorMessage('linkedin', 'code_not_found')).toBe('linkedin-no-code');
    expect(callbackErrorMessage('linkedin', 'user_cancelled_login')).toBe('linkedin-cancelled');
  });

  it('sends a code without its sign-in to login, which offers to start again', async () => {
    mockFetch((url) =>
      url.startsWith('/api/auth/providers')
        ? { body: { google: false, linkedin: true, googleOneTapClientId: null } }
        : { status: 404, body: { code: 'not_found', message: 'x' } },
    );
    const { router } = renderApp('/linkedin/callback?code=abc&state=xyz');
    expect(
      await screen.findByText(
        'Your LinkedIn sign-in has expired. Choose Continue with LinkedIn to start again.',
      ),
    ).toBeTruthy();
    expect(currentPath(router)).toContain('message=linkedin-expired');
    expect(await screen.findByRole('button', { name: 'Continue with LinkedIn' })).toBeTruthy();
  });
});
