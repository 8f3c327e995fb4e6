import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THEME_DEFAULTS } from '#shared/constants/theme.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { ThemeConfigurator } from './theme-configurator.tsx';

function themeServer() {
  return mockFetch((url, init) =>
    url.startsWith('/api/preferences/theme')
      ? { body: { theme: JSON.parse(String(init.body)), dismissedWarnings: [] } }
      : { status: 404, body: { code: 'not_found', message: 'Not found' } },
  );
}

const saves = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/preferences/theme'));

describe('Theme Customization saving', () => {
  it('saves a change made just before the panel closes, at once', async () => {
    const fetch = themeServer();
    const onHide = vi.fn();
    render(<ThemeConfigurator visible onHide={onHide} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(saves(fetch)).toHaveLength(0);
    await user.keyboard('{Escape}');
    // Well inside the 400 ms delay: the close itself sent the change.
    await waitFor(() => expect(saves(fetch)).toHaveLength(1), { timeout: 150 });
    expect(JSON.parse(String(saves(fetch)[0]?.[1]?.body))).toMatchObject({ colorScheme: 'dark' });
    expect(onHide).toHaveBeenCalled();
  });

  it('sends a waiting change as the page goes, with keepalive', async () => {
    const fetch = themeServer();
    render(<ThemeConfigurator visible onHide={() => undefined} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Increase scale' }));
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(saves(fetch)).toHaveLength(1), { timeout: 150 });
    expect(saves(fetch)[0]?.[1]).toMatchObject({ keepalive: true });
    expect(JSON.parse(String(saves(fetch)[0]?.[1]?.body))).toMatchObject({
      scale: THEME_DEFAULTS.scale + 1,
    });
  });
});
