import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/api/query-client.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { ChangePasswordPage } from './change-password-page.tsx';

describe('Change Password', () => {
  it('clears an earlier error when a later change succeeds', async () => {
    let attempt = 0;
    mockFetch((url) => {
      if (!url.startsWith('/api/auth/change-password'))
        return { status: 404, body: { code: 'not_found', message: 'Not found' } };
      attempt += 1;
      return attempt === 1
        ? {
            status: 400,
            body: {
              code: 'weak_password',
              message: 'weak',
              details: { fields: { newPassword: 'validation.passwordStrength.weak' } },
            },
          }
        : { status: 204 };
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ChangePasswordPage />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const fill = async (next: string) => {
      for (const [label, value] of [
        ['Current Password', 'Old-Password-1'],
        ['New Password', next],
        ['Confirm New Password', next],
      ] as const) {
        const input = screen.getByLabelText(label);
        await user.clear(input);
        await user.type(input, value);
      }
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
    };

    await fill('Password-123');
    const weak = 'This password is too easy to guess. Add more words or characters.';
    expect(await screen.findByText(weak)).toBeTruthy();

    await fill('Copper-Lantern-Quartz-97');
    await waitFor(() => expect(attempt).toBe(2));
    await waitFor(() => expect(screen.queryByText(weak)).toBeNull());
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
