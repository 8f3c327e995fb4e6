import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession, createUser } from '#client/test/session-fixtures.ts';

// A server error is tried three times (1 s, then 2 s apart) before the page says so.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const STAFF_DASHBOARD = {
  kind: 'staff',
  openJobs: 3,
  newReferrals: 2,
  hires: 1,
  activeUsers: 1,
  recentJobs: [],
};
const ACTIVE = {
  id: 'u9',
  name: 'Grace Hopper',
  roleName: 'Recruiter',
  lastSeenAt: '2026-10-22T10:00:00.000Z',
};

describe('dashboard recovery', () => {
  it("replaces the active users card's placeholder with its error and Try Again, which brings them", async () => {
    const session = createSession({
      user: createUser({ roleId: ROLE.admin, roleCode: 'admin' }),
      menu: [createMenuEntry({ name: 'jobOpenings' })],
    });
    sessionStore.setSession(session);
    let down = true;
    mockFetch((url) => {
      const startup = startupReply(url, session.user);
      if (startup) return startup;
      if (url.startsWith('/api/dashboard')) return { body: STAFF_DASHBOARD };
      if (url.startsWith('/api/activeusers'))
        return down
          ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
          : { body: { items: [ACTIVE], data: [ACTIVE], count: 1 } };
      return { body: { items: [], total: 0, unread: 0 } };
    });
    renderApp('/chrs/job-openings');
    const card = await screen.findByRole('region', { name: 'Active users' });

    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Failed to get active users');
    expect(card.querySelector('.p-datatable-loading-overlay')).toBeNull();

    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByText('Grace Hopper')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
