import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEY } from '#client/features/notifications/api/list-notifications.ts';
import { refetchForEvent } from './live-event-refetch.ts';

/** A server whose answers the test releases one by one: each reads the state when it is asked. */
function slowServer() {
  let unread = 0;
  const pending: (() => void)[] = [];
  return {
    change: () => (unread += 1),
    calls: () => pending.length,
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const read = unread;
      return new Promise<{ unread: number }>((resolve, reject) => {
        pending.push(() => resolve({ unread: read }));
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    },
  };
}

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

function watch(server: ReturnType<typeof slowServer>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  const observer = new QueryObserver(queryClient, {
    queryKey: [...NOTIFICATIONS_KEY, { limit: 100 }],
    queryFn: server.queryFn,
  });
  const seen: (number | undefined)[] = [];
  const stop = observer.subscribe((result) => seen.push(result.data?.unread));
  return { queryClient, observer, seen, stop };
}

/** The data changes while a fetch is in flight; the event arrives, then the server answers. */
async function changeAnnouncedWhileFetching(
  server: ReturnType<typeof slowServer>,
  queryClient: QueryClient,
) {
  server.change();
  const done = refetchForEvent(queryClient, 'notifications');
  await expect.poll(() => server.calls()).toBe(2);
  server.answerAll();
  await done;
}

describe('refetchForEvent', () => {
  it('an event during the first load fetches again, so the change is not lost', async () => {
    const server = slowServer();
    const { queryClient, observer, stop } = watch(server);
    expect(server.calls()).toBe(1);

    await changeAnnouncedWhileFetching(server, queryClient);
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ unread: 1 });
    expect(observer.getCurrentResult().isError).toBe(false);
    stop();
  });

  it('an event during a refetch keeps the data shown and ends on the fresh answer', async () => {
    const server = slowServer();
    const { queryClient, observer, seen, stop } = watch(server);
    server.answerAll();
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ unread: 0 });

    void observer.refetch();
    await changeAnnouncedWhileFetching(server, queryClient);
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ unread: 1 });
    expect(seen.slice(seen.indexOf(0))).not.toContain(undefined);
    stop();
  });

  it('an event that names other data leaves this query alone', async () => {
    const server = slowServer();
    const { queryClient, stop } = watch(server);
    server.answerAll();
    await refetchForEvent(queryClient, 'points');
    await refetchForEvent(queryClient, 'unknown');
    expect(server.calls()).toBe(0);
    stop();
  });
});
