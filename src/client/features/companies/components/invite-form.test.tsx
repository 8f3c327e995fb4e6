import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/api/query-client.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { InviteForm } from './invite-form.tsx';
import { MembersList } from './members-list.tsx';

vi.setConfig({ testTimeout: 20_000 });

function renderInvite(reply: { status?: number; body: unknown }) {
  queryClient.clear();
  const posted: unknown[] = [];
  mockFetch((url, init) => {
    if (init.method === 'POST' && url === '/api/company-profile/members') {
      posted.push(JSON.parse(String(init.body)));
      return reply;
    }
    return { status: 404, body: { code: 'not_found', message: 'x' } };
  });
  render(
    <QueryClientProvider client={queryClient}>
      <InviteForm />
    </QueryClientProvider>,
  );
  return posted;
}

describe('invite a member', () => {
  it('checks the address before sending anything', async () => {
    const posted = renderInvite({ body: { result: 'invited', members: [] } });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a valid email format')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("shows the server's field message when the person is in another company", async () => {
    const posted = renderInvite({
      status: 409,
      body: {
        code: 'conflict',
        message: 'x',
        details: { fields: { email: 'companies.members.otherCompany' } },
      },
    });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'taken@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('This person is already a member of another company.'),
    ).toBeTruthy();
    expect(posted).toEqual([{ email: 'taken@example.test' }]);
  });
});

describe('members list', () => {
  const member = {
    userId: 'a'.repeat(32),
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.test',
    isOwner: true,
    joinedAt: '2026-01-02T00:00:00.000Z',
  };

  it('does not offer to remove the last member', () => {
    render(<MembersList members={[member]} onRemove={() => undefined} />);
    expect(
      screen.getByRole('button', { name: 'Remove Ada Lovelace' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('removes a member when there are others', async () => {
    const removed: string[] = [];
    render(
      <MembersList
        members={[member, { ...member, userId: 'b'.repeat(32), firstname: 'Bo', isOwner: false }]}
        onRemove={(m) => removed.push(m.userId)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bo Lovelace' }));
    expect(removed).toEqual(['b'.repeat(32)]);
    // The only owner stays: its button is off, and says why.
    const owner = screen.getByRole('button', { name: 'Remove Ada Lovelace' });
    expect(owner.hasAttribute('disabled')).toBe(true);
  });

  it('offers to remove an owner when another owner stays', () => {
    render(
      <MembersList
        members={[member, { ...member, userId: 'b'.repeat(32), firstname: 'Bo' }]}
        onRemove={() => undefined}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Remove Ada Lovelace' }).hasAttribute('disabled'),
    ).toBe(false);
  });
});
