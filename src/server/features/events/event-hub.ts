import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from '../../db/client.ts';

export const EVENTS_CHANNEL = 'rm_events';

/** What changed for a user; the client refetches the matching data. Kept tiny (pg_notify limit). */
export type LiveEventType = 'notifications' | 'points' | 'messages' | 'warnings';
export type LiveEvent = { userId: number; type: LiveEventType };

/**
 * Announces a change to every server process (LISTEN/NOTIFY). Inside a transaction the event is
 * delivered on commit, never for a rolled-back write.
 */
export async function publishEvent(db: Queryable, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: LiveEvent) => void;

function parse(payload: string | undefined): LiveEvent | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<LiveEvent>;
    return typeof value.userId === 'number' && typeof value.type === 'string'
      ? (value as LiveEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * One dedicated connection per process LISTENs on the channel and fans events out to the open
 * streams of this process. It reconnects after a lost connection.
 */
export function createEventHub(clientConfig: pg.ClientConfig) {
  const listeners = new Map<number, Set<Listener>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let ready: Promise<void> | null = null;

  const dispatch = (message: pg.Notification) => {
    const event = parse(message.payload);
    if (!event) return;
    for (const listener of listeners.get(event.userId) ?? []) listener(event);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(clientConfig);
    next.on('notification', dispatch);
    next.on('error', () => scheduleReconnect(next));
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  }

  function scheduleReconnect(failed: pg.Client) {
    if (closed || client !== failed) return;
    client = null;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      ready = connect().catch(() => scheduleReconnect(failed));
    }, 1000);
  }

  return {
    start(): Promise<void> {
      ready ??= connect();
      return ready;
    },
    subscribe(userId: number, listener: Listener): () => void {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    connections(): number {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
