import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobSearchResponse, JobSummary } from '#shared/schemas/jobs.ts';
import { initI18n } from '#client/i18n/i18n.ts';
import { jsonResponse, type MockReply } from '#client/test/fetch-mock.ts';
import { JOB_SUMMARY } from '#client/test/job-fixtures.ts';
import { renderPage } from './entry-server.tsx';

// The jobs page chunk (DataTable, MultiSelect) takes a while to transform on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const JOB: JobSummary = JOB_SUMMARY;
const RESULTS: JobSearchResponse = {
  items: [JOB],
  total: 1,
  totalCapped: false,
  page: 1,
  size: 10,
};

function api(url: string, failJobs = false): MockReply {
  const { pathname } = new URL(url, 'http://test.invalid');
  if (pathname === '/api/jobs')
    return failJobs ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: RESULTS };
  if (pathname === '/api/lookups/countries')
    return {
      body: {
        items: [
          { id: 7, iso2: 'TR', description: 'Türkiye', phoneCode: '+90', defaultCurrency: 'TRY' },
        ],
      },
    };
  if (pathname === '/api/content') return { body: { items: [] } };
  if (pathname === '/api/auth/providers') return { body: { providers: [] } };
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
}

/** The server's way in: every call answered at once, and remembered. */
function serverFetch(failJobs = false) {
  return vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(jsonResponse(api(String(input), failJobs))),
  ) as unknown as typeof fetch & { mock: { calls: unknown[][] } };
}

afterEach(() => {
  initI18n('en'); // the renderer switches the app's language to the page's
});

describe('server rendering', () => {
  it('renders the job list with the answers of its calls, and its state beside it', async () => {
    const fetch = serverFetch();
    const page = await renderPage({
      url: 'http://test.invalid/jobs',
      language: 'en',
      viewport: 'desktop',
      fetch,
    });
    expect(page).not.toBeNull();
    expect(page?.html).toContain('Find your next job');
    expect(page?.html).toContain('Data Engineer');
    expect(page?.html).toContain('$1,500');
    const calls = fetch.mock.calls.map(([url]) => String(url));
    expect(calls.some((url) => url.startsWith('/api/jobs?'))).toBe(true);
    expect(page?.state.queries.queries.map((query) => query.queryKey[0])).toContain('jobs');

    // Only the job list's own calls: nothing of a logged-in user, nothing the page does not show.
    expect(calls.every((url) => /^\/api\/(jobs|lookups\/countries|content)\?/.test(url))).toBe(
      true,
    );
    expect(page?.state.loaderData).toEqual({ jobs: null });
    // The lazily loaded parts it showed, for the browser to load before it takes the page over.
    expect(page?.state.parts.toSorted()).toEqual(['jobs-table']);
  });

  it("names only the parts a phone's page showed (cards, not the table)", async () => {
    const page = await renderPage({
      url: 'http://test.invalid/jobs',
      language: 'en',
      viewport: 'phone',
      fetch: serverFetch(),
    });
    expect(page?.html).toContain('Data Engineer');
    expect(page?.state.parts.toSorted()).toEqual([]);
  });

  it('leaves a page whose call failed to the browser', async () => {
    const page = await renderPage({
      url: 'http://test.invalid/jobs',
      language: 'en',
      viewport: 'phone',
      fetch: serverFetch(true),
    });
    expect(page).toBeNull();
  });

  it('leaves a page behind a guard to the browser (a visitor is redirected)', async () => {
    const page = await renderPage({
      url: 'http://test.invalid/chrs/job-openings',
      language: 'en',
      viewport: 'desktop',
      fetch: serverFetch(),
    });
    expect(page).toBeNull();
  });

  it('renders in the language asked for', async () => {
    const page = await renderPage({
      url: 'http://test.invalid/jobs',
      language: 'tr',
      viewport: 'desktop',
      fetch: serverFetch(),
    });
    expect(page?.state.language).toBe('tr');
    expect(page?.html).not.toContain('Find your next job');
  });

  it('gives up a render whose call never answers, and renders the next page', async () => {
    const hanging = vi.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    await expect(
      renderPage(
        { url: 'http://test.invalid/jobs', language: 'en', viewport: 'desktop', fetch: hanging },
        200,
      ),
    ).rejects.toThrow('the page did not render in 200 ms');
    const next = await renderPage({
      url: 'http://test.invalid/jobs',
      language: 'en',
      viewport: 'desktop',
      fetch: serverFetch(),
    });
    expect(next?.html).toContain('Data Engineer');
  });
});
