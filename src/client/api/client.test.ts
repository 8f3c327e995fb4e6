import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEVER, mockFetch, requestPath } from '#client/test/fetch-mock.ts';
import { ApiError, CancelledError, isCancelledError } from './api-error.ts';
import { api, configureApiClient } from './client.ts';

function headersOf(call: unknown[]): Record<string, string> {
  return (call[1] as RequestInit).headers as Record<string, string>;
}

afterEach(() => {
  configureApiClient({
    getAccessToken: () => null,
    refreshSession: async () => false,
    onUnauthorized: () => undefined,
  });
});

describe('api client', () => {
  it('sends JSON under /api with the bearer token and query parameters', async () => {
    configureApiClient({ getAccessToken: () => 'token-1' });
    const fetch = mockFetch(() => ({ body: { ok: true } }));

    await expect(
      api.post('/things', { a: 1 }, { query: { page: 2, tag: ['x', 'y'], skip: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });

    const call = fetch.mock.calls[0] as unknown[];
    expect(requestPath(call)).toBe('/api/things?page=2&tag=x&tag=y');
    expect(headersOf(call).Authorization).toBe('Bearer token-1');
    expect(headersOf(call)['Content-Type']).toBe('application/json');
    expect((call[1] as RequestInit).body).toBe('{"a":1}');
  });

  it('parses the server error shape into an ApiError', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Bad input',
        details: [{ path: 'email', message: 'validation.email' }],
      },
    }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad input',
      details: [{ path: 'email', message: 'validation.email' }],
    });
  });

  it('names an error without the JSON shape by its status', async () => {
    mockFetch(() => ({ status: 502, body: undefined }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it('gives up after 30 s by default with a timeout error', async () => {
    vi.useFakeTimers();
    mockFetch(() => NEVER);
    const result = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('takes a shorter time-out for start-up calls and a 5-minute one for uploads', async () => {
    vi.useFakeTimers();
    mockFetch(() => NEVER);
    const startup = api.get('/startup', { timeoutMs: 10_000 }).catch((e: unknown) => e);
    const upload = api.upload('/files', new FormData()).catch((e: unknown) => e);
    let uploadSettled = false;
    void upload.then(() => (uploadSettled = true));

    await vi.advanceTimersByTimeAsync(10_000);
    expect(await startup).toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(280_000);
    expect(uploadSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await upload).toMatchObject({ code: 'timeout' });
  });

  it('sends uploads as multipart without a JSON content type', async () => {
    const fetch = mockFetch(() => ({ status: 201, body: { id: 1 } }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'cv.pdf');
    await api.upload('/files', form);
    const call = fetch.mock.calls[0] as unknown[];
    expect((call[1] as RequestInit).body).toBe(form);
    expect(headersOf(call)['Content-Type']).toBeUndefined();
  });

  it('rejects a request cancelled by its caller with a CancelledError', async () => {
    mockFetch(() => NEVER);
    const controller = new AbortController();
    const result = api.get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await result;
    expect(error).toBeInstanceOf(CancelledError);
    expect(isCancelledError(error)).toBe(true);
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('on a 401 refreshes the session once and replays the call with the new token', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn();
    const refreshSession = vi.fn(async () => {
      token = 'new';
      return true;
    });
    configureApiClient({ getAccessToken: () => token, refreshSession, onUnauthorized });
    const fetch = mockFetch((_url, init) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer new'
        ? { body: { value: 42 } }
        : { status: 401, body: { code: 'token_expired', message: 'Expired' } },
    );

    await expect(api.get('/me')).resolves.toEqual({ value: 42 });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs out when the refresh is refused or the replay is refused again', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ refreshSession: async () => false, onUnauthorized });
    mockFetch(() => ({ status: 401, body: { code: 'unauthorized', message: 'No' } }));
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    configureApiClient({ refreshSession: async () => true });
    const fetch = mockFetch(() => ({ status: 401, body: { code: 'unauthorized', message: 'No' } }));
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2); // one replay, no loop
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not refresh on a 401 from login or refresh themselves', async () => {
    const refreshSession = vi.fn(async () => true);
    const onUnauthorized = vi.fn();
    configureApiClient({ refreshSession, onUnauthorized });
    mockFetch(() => ({ status: 401, body: { code: 'invalid_credentials', message: 'Wrong' } }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await expect(api.post('/auth/refresh')).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('validates a response against its schema when given one', async () => {
    const { z } = await import('zod');
    mockFetch(() => ({ body: { id: 'not a number' } }));
    await expect(api.get('/x', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('loads a lazily given schema beside the request and validates with it', async () => {
    const { z } = await import('zod');
    const schema = z.object({ id: z.number() });
    mockFetch(() => ({ body: { id: 7 } }));
    await expect(api.get('/x', { schema: async () => schema })).resolves.toEqual({ id: 7 });
    mockFetch(() => ({ body: { id: 'seven' } }));
    await expect(api.get('/x', { schema: async () => schema })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('reports a schema chunk that cannot load as a network error, and a server error as itself', async () => {
    const unreachable = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    mockFetch(() => ({ body: { id: 7 } }));
    await expect(api.get('/x', { schema: unreachable })).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
    mockFetch(() => ({ status: 404, body: { code: 'not_found', message: 'Gone' } }));
    await expect(api.get('/x', { schema: unreachable })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('reads an error body without a request id or with a wrong one by its status', async () => {
    mockFetch(() => ({
      status: 409,
      body: { code: 'conflict', message: 'Taken', requestId: 'r-1' },
    }));
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'conflict', requestId: 'r-1' });
    mockFetch(() => ({ status: 409, body: { code: 'conflict', message: 'Taken', requestId: 5 } }));
    const wrongId = await api.get('/x').catch((e: unknown) => e);
    expect(wrongId).toMatchObject({ code: 'conflict', requestId: undefined });
    expect(wrongId).not.toMatchObject({ message: 'Taken' });
    mockFetch(() => ({ status: 409, body: { code: 7, message: 'Taken' } }));
    const wrongCode = await api.get('/x').catch((e: unknown) => e);
    expect(wrongCode).toMatchObject({ code: 'conflict' });
    expect(wrongCode).not.toMatchObject({ message: 'Taken' });
  });

  it('reads an empty 204 as undefined', async () => {
    mockFetch(() => ({ status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });
});
