import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '#shared/schemas/messages.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession } from '#client/test/session-fixtures.ts';

// A server error is tried three times (1 s, then 2 s apart) before the page says so.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const CONVERSATION: ConversationSummary = {
  id: 'd'.repeat(32),
  jobTitle: 'Data Engineer',
  other: { id: 'e'.repeat(32), name: 'Grace Hopper', avatarUrl: null, status: 'online' },
  lastMessage: 'See you Monday',
  lastMessageAt: '2026-10-22T10:00:00.000Z',
  unread: 0,
};
const LIST_PATH = '/api/messages/conversations';
const THREAD_PATH = `${LIST_PATH}/${CONVERSATION.id}`;

/** Logs in; the call at `failingPath` answers 500 until `up()`. */
function serve(failingPath: string) {
  const session = createSession({ menu: [createMenuEntry({ name: 'jobOpenings' })] });
  sessionStore.setSession(session);
  let down = true;
  mockFetch((raw) => {
    const startup = startupReply(raw, session.user);
    if (startup) return startup;
    const { pathname } = new URL(raw, 'http://test.invalid');
    if (down && pathname === failingPath)
      return { status: 500, body: { code: 'internal', message: 'Internal error' } };
    if (pathname === LIST_PATH) return { body: { items: [CONVERSATION], unread: 0 } };
    if (pathname === THREAD_PATH)
      return {
        body: {
          conversation: CONVERSATION,
          messages: [
            {
              id: 1,
              mine: false,
              sender: 'Grace Hopper',
              text: 'Bring the laptop',
              createdAt: '2026-10-22T10:00:00.000Z',
            },
          ],
        },
      };
    return { body: { items: [], total: 0, unread: 0 } };
  });
  return { up: () => (down = false) };
}

async function expectRecovery(scope: HTMLElement, server: { up: () => void }, shown: string) {
  const alert = await within(scope).findByRole('alert');
  expect(alert.textContent).toContain('Could not load. Please try again.');
  expect(within(scope).queryByText('Loading...')).toBeNull();
  server.up();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await within(scope).findByText(shown)).toBeTruthy();
  expect(within(scope).queryByRole('alert')).toBeNull();
}

describe('messages recovery', () => {
  it('the conversation list: error and Try Again, which brings the conversations', async () => {
    const server = serve(LIST_PATH);
    renderApp('/messages');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    await expectRecovery(list, server, 'Grace Hopper');
  });

  it('one conversation: error and Try Again, which brings its messages', async () => {
    const server = serve(THREAD_PATH);
    renderApp(`/messages?c=${CONVERSATION.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    await expectRecovery(document.body, server, 'Bring the laptop');
  });

  it('the top bar panel: error and Try Again, which brings the conversations', async () => {
    const server = serve(LIST_PATH);
    renderApp('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: /^Messages, \d+ unread$/ }));
    const panel = await screen.findByRole('region', { name: 'Messages' });
    await expectRecovery(panel, server, 'Grace Hopper');
  });
});
