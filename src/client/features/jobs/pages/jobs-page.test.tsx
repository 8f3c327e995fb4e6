import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobSearchResponse, JobSummary } from '#shared/schemas/jobs.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { JOB_SUMMARY } from '#client/test/job-fixtures.ts';
import { currentPath, renderApp } from '#client/test/render-app.tsx';

// The jobs page chunk (DataTable, MultiSelect) takes a while to transform on a busy machine.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const JOB: JobSummary = JOB_SUMMARY;

function server(search: (url: URL) => JobSearchResponse) {
  return mockFetch((raw) => {
    const url = new URL(raw, 'http://test.invalid');
    if (url.pathname === '/api/jobs') return { body: search(url) };
    if (url.pathname === '/api/lookups/countries')
      return {
        body: {
          items: [
            { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
          ],
        },
      };
    if (url.pathname === '/api/content') return { body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

describe('jobs page', () => {
  it('shows the table with the spec columns, the report and DD.MM.YYYY dates', async () => {
    const fetch = server(() => ({ items: [JOB], total: 1, totalCapped: false, page: 1, size: 10 }));
    renderApp('/jobs');
    expect(await screen.findByRole('link', { name: 'Data Engineer' })).toBeTruthy();
    expect(screen.getByText('İstanbul, Türkiye')).toBeTruthy();
    expect(screen.getByText('$1,500')).toBeTruthy();
    expect(screen.getByText('04.03.2026')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 1 of 1')).toBeTruthy();
    const url = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).startsWith('/api/jobs'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('size')).toBe('10');
    expect(url.searchParams.get('sort')).toBe('createDate');
  });

  it('refuses an empty search with No Valid, and names the empty state of a keyword search', async () => {
    server((url) => ({
      items: url.searchParams.get('keyword') ? [] : [JOB],
      total: url.searchParams.get('keyword') ? 0 : 1,
      totalCapped: false,
      page: 1,
      size: 10,
    }));
    renderApp('/jobs');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Data Engineer' });
    await user.click(screen.getByRole('button', { name: 'Find Jobs' }));
    expect(screen.getByRole('alert').textContent).toBe('No Valid');
    await user.type(screen.getByLabelText(/^Keyword/), 'nothing-like-this');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find Jobs' }));
    expect(await screen.findByRole('heading', { name: 'No Search Results' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View All Jobs' })).toBeTruthy();
  });

  it('says when more jobs match than a search pages through', async () => {
    server(() => ({ items: [JOB], total: 1000, totalCapped: true, page: 1, size: 10 }));
    renderApp('/jobs');
    expect(
      await screen.findByText('More than 1,000 jobs match; narrow the search to see them all.'),
    ).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 1000')).toBeTruthy();
  });

  it('says No Active Job Openings when there is nothing at all', async () => {
    server(() => ({ items: [], total: 0, totalCapped: false, page: 1, size: 10 }));
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: 'No Active Job Openings' })).toBeTruthy();
  });

  it('sends a logged-out Apply to login with the page as redirect', async () => {
    server(() => ({ items: [JOB], total: 1, totalCapped: false, page: 1, size: 10 }));
    const { router } = renderApp('/jobs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Apply/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Fjobs'));
  });
});

describe('jobs page recovery', () => {
  it('leaves the placeholders when the search fails and recovers through Try Again and Find Jobs', async () => {
    let down = true;
    const fetch = server(() => ({ items: [JOB], total: 1, totalCapped: false, page: 1, size: 10 }));
    const answer = fetch.getMockImplementation();
    fetch.mockImplementation((input, init) =>
      down && String(input).startsWith('/api/jobs')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answer!(input, init),
    );
    renderApp('/jobs');
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load jobs. Please try again.');
    expect(document.querySelector('.jobs-results-skeleton')).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Data Engineer' })).toBeTruthy();

    // A keyword search fails; once the server is back, Find Jobs with the same keyword works.
    down = true;
    await user.type(screen.getByRole('textbox', { name: /keyword/i }), 'Data');
    await user.click(screen.getByRole('button', { name: 'Find Jobs' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load jobs.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Find Jobs' }));
    expect(await screen.findByRole('link', { name: 'Data Engineer' })).toBeTruthy();
  });
});

describe('a misspelt keyword', () => {
  it('says which spelling the results are for', async () => {
    server((url) =>
      url.searchParams.get('keyword')
        ? {
            items: [JOB],
            total: 1,
            totalCapped: false,
            page: 1,
            size: 10,
            correctedKeyword: 'data engineer',
          }
        : { items: [JOB], total: 1, totalCapped: false, page: 1, size: 10 },
    );
    renderApp('/jobs');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Data Engineer' });
    await user.type(screen.getByRole('textbox', { name: /keyword/i }), 'dta enginer');
    await user.click(screen.getByRole('button', { name: 'Find Jobs' }));
    expect(
      await screen.findByText(
        'Nothing matched “dta enginer”. Showing results for “data engineer”.',
      ),
    ).toBeTruthy();
  });
});

describe('sorting by reward', () => {
  it('says that rewards are grouped by currency', async () => {
    server(() => ({ items: [JOB], total: 1, totalCapped: false, page: 1, size: 10 }));
    renderApp('/jobs');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Data Engineer' });
    expect(screen.queryByText(/sorted by currency/)).toBeNull();
    await user.click(screen.getByRole('columnheader', { name: /Reward/ }));
    expect(
      await screen.findByText(
        'Rewards are sorted by currency, then by amount within each currency.',
      ),
    ).toBeTruthy();
  });
});
