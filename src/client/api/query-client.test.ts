import { describe, expect, it } from 'vitest';
import { registerToastSink, type ToastMessage } from '#client/components/toast/toast.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { onTestCleanup } from '#client/test/cleanups.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { ApiError } from './api-error.ts';
import { countriesQueryOptions } from './lookups/get-countries.ts';
import { createQueryClient } from './query-client.ts';

describe('query retries', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    failureCount: number,
    error: unknown,
  ) => boolean;

  it('retries lost connections and server errors, up to 3 tries in all', () => {
    expect(retry(0, new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(retry(1, new ApiError(503, 'unavailable', 'x'))).toBe(true);
    expect(retry(2, new ApiError(503, 'unavailable', 'x'))).toBe(false);
  });

  it('does not retry a time-out or a refusal', () => {
    expect(retry(0, new ApiError(0, 'timeout', 'Request timed out'))).toBe(false);
    expect(retry(0, new ApiError(400, 'validation_failed', 'x'))).toBe(false);
  });
});

describe('the toast of a failed query', () => {
  it('the countries say once, in the language on screen, that they failed to load', async () => {
    const shown: ToastMessage[] = [];
    onTestCleanup(registerToastSink((message) => shown.push(message)));
    mockFetch(() => ({ status: 400, body: { code: 'validation_failed', message: 'x' } }));
    const client = createQueryClient();
    // Two readers of the same countries (a page and a dialog): one failure, one toast.
    const first = client.fetchQuery(countriesQueryOptions('en')).catch((error: unknown) => error);
    const second = client.fetchQuery(countriesQueryOptions('en')).catch((error: unknown) => error);
    expect(await first).toBeInstanceOf(ApiError);
    expect(await second).toBeInstanceOf(ApiError);
    expect(shown).toEqual([
      expect.objectContaining({
        severity: 'error',
        summary: 'Error',
        detail: 'Failed to load countries. Please try again.',
      }),
    ]);

    await i18next.changeLanguage('tr');
    onTestCleanup(() => void i18next.changeLanguage('en'));
    await client.fetchQuery(countriesQueryOptions('tr')).catch(() => undefined);
    expect(shown[1]).toMatchObject({
      summary: 'Hata',
      detail: 'Ülkeler yüklenemedi. Lütfen tekrar deneyin.',
    });
  });

  it('a query without a toast of its own fails quietly (its screen says so)', async () => {
    const shown: ToastMessage[] = [];
    onTestCleanup(registerToastSink((message) => shown.push(message)));
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['quiet'],
        queryFn: () => Promise.reject(new ApiError(400, 'validation_failed', 'x')),
      })
      .catch(() => undefined);
    expect(shown).toEqual([]);
  });
});
