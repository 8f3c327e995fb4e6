import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePageContent } from '#client/api/content/get-content.ts';
import { mockFetch, NEVER, requestPath } from '#client/test/fetch-mock.ts';
import { useHomeContent } from './use-home-content.ts';

const hero = {
  tag: 'hero-header',
  htmlContent: '<p>Refer and earn</p>',
  listContent: [],
  filePath: null,
};

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useHomeContent', () => {
  it("shares the content pages' cache entry for '/': one request, the same items", async () => {
    const fetch = mockFetch(() => ({ body: { items: [hero] } }));
    const { result } = renderHook(
      () => ({ home: useHomeContent('en'), page: usePageContent('/') }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.home.data).toEqual([hero]));
    expect(result.current.page.content.html('hero-header')).toBe('<p>Refer and earn</p>');
    expect(fetch.mock.calls.map(requestPath)).toEqual([
      '/api/content?pagePath=%2F&tagGroup=&lang=en',
    ]);
  });

  it('retries a server error once, and an answer such as 404 not at all', async () => {
    const failing = mockFetch(() => ({ status: 503, body: { code: 'unavailable', message: 'x' } }));
    const first = renderHook(() => useHomeContent('en'), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(failing).toHaveBeenCalledTimes(2);

    const missing = mockFetch(() => ({ status: 404, body: { code: 'not_found', message: 'x' } }));
    const second = renderHook(() => useHomeContent('tr'), { wrapper: wrapper() });
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('does not try a time-out again: the person would wait as long once more', async () => {
    vi.useFakeTimers();
    const hung = mockFetch(() => NEVER);
    const { result } = renderHook(() => useHomeContent('en'), { wrapper: wrapper() });
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toMatchObject({ code: 'timeout' });
    expect(hung).toHaveBeenCalledTimes(1);
  });
});
