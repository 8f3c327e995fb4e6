import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshSession } from '#client/session/session-service.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { refetchForEvent } from './live-event-refetch.ts';

const MAX_DELAY_MS = 30_000;

/** Splits a Server-Sent Events byte stream into event names. */
async function readStream(body: ReadableStream<Uint8Array>, onName: (name: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: ?(.+)$/m.exec(block)?.[1];
      if (name) onName(name.trim());
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Live updates of the shell: GET /api/events read with fetch (EventSource cannot send the bearer
 * token). Each event refetches what it names; the stream reconnects with back-off.
 */
export function useLiveEvents(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let delay = 1000;
      while (!signal.aborted) {
        const token = sessionStore.getSnapshot().accessToken;
        try {
          const response = await fetch('/api/events', {
            headers: {
              Accept: 'text/event-stream',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            signal,
          });
          if (response.status === 401) await refreshSession().catch(() => false);
          else if (response.ok && response.body) {
            delay = 1000;
            await readStream(response.body, (name) => void refetchForEvent(queryClient, name));
          }
        } catch {
          // offline or aborted: try again below
        }
        if (signal.aborted) return;
        await sleep(delay, signal);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      }
    })();
    return () => controller.abort();
  }, [userId, queryClient]);
}
