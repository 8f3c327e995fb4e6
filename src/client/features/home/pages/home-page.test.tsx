import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { JOB_SUMMARY } from '#client/test/job-fixtures.ts';
import { renderApp } from '#client/test/render-app.tsx';

// A server error is tried three times (1 s, then 2 s apart) before the page says so.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

describe('home page recovery', () => {
  it('replaces the carousel placeholders with the error and Try Again, which brings the jobs', async () => {
    let down = true;
    mockFetch((raw) => {
      const url = new URL(raw, 'http://test.invalid');
      if (url.pathname === '/api/jobs')
        return down
          ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
          : { body: { items: [JOB_SUMMARY], total: 1, totalCapped: false, page: 1, size: 12 } };
      if (url.pathname === '/api/content') return { body: { items: [] } };
      if (url.pathname === '/api/lookups/countries') return { body: { items: [] } };
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Open Jobs' });

    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load jobs. Please try again.');
    expect(section.querySelector('.home-carousel__loading')).toBeNull();
    expect(within(section).queryByText('No Active Job Openings')).toBeNull();

    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByRole('link', { name: 'Data Engineer' })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
