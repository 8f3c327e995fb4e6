import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FetchHandler = (url: string, init: RequestInit) => MockReply | Promise<MockReply>;

export function jsonResponse({ status = 200, body, headers = {} }: MockReply): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Replaces `fetch` with a handler. Like the real one, a pending call rejects with an AbortError
 * when its signal aborts; `never: true` replies keep a call pending until then.
 */
export function mockFetch(handler: FetchHandler) {
  const mock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      Promise.resolve(handler(url, init)).then((reply) => {
        if (reply !== NEVER) resolve(jsonResponse(reply));
      }, reject);
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A reply that never arrives (for time-out and cancellation tests). */
export const NEVER: MockReply = Object.freeze({});

export function requestPath(call: unknown[]): string {
  return String(call[0]);
}
