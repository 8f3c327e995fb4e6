import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { startupReply } from '#client/test/app-startup-fixtures.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { renderApp } from '#client/test/render-app.tsx';
import { createMenuEntry, createSession, createUser } from '#client/test/session-fixtures.ts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const ITEM = {
  id: 1,
  pagePath: '/',
  tagGroup: '',
  tag: 'header',
  language: 'en',
  htmlContent: 'Refer talent.',
  listContent: [],
  filePath: null,
  updatedAt: '2026-11-26T04:53:16.000Z',
};

function serve(item = ITEM) {
  const session = createSession({
    user: createUser({ roleId: 1, roleCode: 'admin' }),
    menu: [createMenuEntry({ name: 'cmsContent' })],
  });
  sessionStore.setSession(session);
  mockFetch((raw) => {
    const startup = startupReply(raw, session.user);
    if (startup) return startup;
    const url = new URL(raw, 'http://test.invalid');
    if (url.pathname === '/api/cms/content')
      return { body: { items: [item], pages: [{ pagePath: '/', tagGroup: '' }] } };
    return { body: { items: [], total: 0, unread: 0 } };
  });
}

describe('page content list', () => {
  it.each([
    ['en', 'Nov 26, 2026 04:53 UTC'],
    ['tr', '26 Kas 2026 04:53 UTC'],
  ])('shows when an item changed in the app date format (%s)', async (lang, shown) => {
    await i18next.changeLanguage(lang);
    serve();
    renderApp('/chrs/cms/content');
    const row = (await screen.findByText('header')).closest('tr') as HTMLElement;
    expect(within(row).getByText(shown)).toBeTruthy();
  });

  it('ends a cut text with an ellipsis, at a word boundary', async () => {
    const words =
      'So, refer the people you trust to the jobs you know, follow every step of their application ' +
      'and earn your reward when they are hired.';
    serve({ ...ITEM, htmlContent: `<p>${words} &amp; more</p>` });
    renderApp('/chrs/cms/content');
    const row = (await screen.findByText('header')).closest('tr') as HTMLElement;
    const text = row.querySelector('.cms-summary')?.textContent ?? '';
    // The 120th character falls inside "they": the word goes, the ellipsis ends the text.
    expect(text).toBe(
      'So, refer the people you trust to the jobs you know, follow every step of their ' +
        'application and earn your reward when…',
    );
    expect(Array.from(text).length).toBeLessThanOrEqual(120);
  });

  it('leaves a short text whole, its entities decoded', async () => {
    serve({ ...ITEM, htmlContent: '<p>Refer &amp; earn.</p>' });
    renderApp('/chrs/cms/content');
    expect(await screen.findByText('Refer & earn.')).toBeTruthy();
  });
});
