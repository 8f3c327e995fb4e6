import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { notificationKindsOf } from '#shared/schemas/notification-preferences.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { EmailPreferences } from './email-preferences.tsx';

vi.setConfig({ testTimeout: 30_000 });

const LABELS = {
  application_status: 'Status changes of my referrals and applications',
  new_application: 'New referrals and applications to my company’s jobs',
  reward: 'Hires and rewards',
  payout: 'Payouts',
  payment: 'Payments',
} as const;

/** The server's answer for a role: the kinds it is sent, on unless saved off. */
function serve(roleId: number) {
  const saved: unknown[] = [];
  let items = notificationKindsOf(roleId).map((kind) => ({ kind, email: true }));
  mockFetch((raw, init) => {
    if (new URL(raw, 'http://test.invalid').pathname !== '/api/notifications/preferences')
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { items: typeof items };
      saved.push(body);
      items = body.items;
    }
    return { body: { items } };
  });
  return saved;
}

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EmailPreferences />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'E-mail settings' });
}

describe('e-mail settings', () => {
  it('offer a recruiter their kinds, not the company’s, and save those', async () => {
    const saved = serve(ROLE.recruiter);
    const settings = renderSettings();
    await within(settings).findByLabelText(LABELS.application_status);
    const offered = within(settings)
      .getAllByRole('checkbox')
      .map((box) => settings.querySelector(`label[for="${box.id}"]`)?.textContent);
    expect(offered).toEqual([LABELS.application_status, LABELS.reward, LABELS.payout]);
    expect(within(settings).queryByLabelText(LABELS.new_application)).toBeNull();
    expect(within(settings).queryByLabelText(LABELS.payment)).toBeNull();

    const user = userEvent.setup();
    await user.click(within(settings).getByLabelText(LABELS.payout));
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      items: [
        { kind: 'application_status', email: true },
        { kind: 'reward', email: true },
        { kind: 'payout', email: false },
      ],
    });
  });

  it.each<[number, string[]]>([
    [ROLE.company, [LABELS.new_application, LABELS.payment]],
    [ROLE.candidate, [LABELS.application_status, LABELS.reward]],
    [ROLE.admin, [LABELS.payment]],
  ])('offer role %i only its kinds', async (roleId, labels) => {
    serve(roleId);
    const settings = renderSettings();
    await within(settings).findByLabelText(labels[0]!);
    expect(within(settings).getAllByRole('checkbox')).toHaveLength(labels.length);
    for (const label of Object.values(LABELS))
      expect(within(settings).queryByLabelText(label) !== null).toBe(labels.includes(label));
  });
});
