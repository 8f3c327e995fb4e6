import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from '../../db/client.ts';

export const EVENTS_CHANNEL = 'rm_events';

/**
 * What changed for a user; the client refetches the matching data. Kept tiny (pg_notify limit).
 * `session`: a session of the user was revoked; streams check theirs and end (never sent on).
 */
export type LiveEventType = 'notifications' | 'points' | 'messages' | 'warnings' | 'session';
export type LiveEvent = { userId: number; type: LiveEventType };

const EVENT_TYPES: readonly LiveEventType[] = [
  'notifications',
  'points',
  'messages',
  'warnings',
  'session',
];

/** Reconnect delays of the LISTEN connection: 0.5 s doubling up to 30 s, reset once connected. */
export const RECONNECT_BACKOFF = { firstMs: 500, maxMs: 30_000 };

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

export type EventHubOptions = {
  log?: (message: string) => void;
  backoff?: typeof RECONNECT_BACKOFF;
};

/**
 * One dedicated connection per process LISTENs on the channel and fans events out to the open
 * streams of this process. A lost connection is reopened with a growing delay and LISTENs again;
 * events sent while it was away are lost, so every open stream is then told to refetch everything.
 */
export function createEventHub(clientConfig: pg.ClientConfig, options: EventHubOptions = {}) {
  const log = options.log ?? (() => {});
  const backoff = options.backoff ?? RECONNECT_BACKOFF;
  const listeners = new Map<number, Set<Listener>>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = backoff.firstMs;
  let everConnected = false;
  const waiting = new Set<() => void>();

  const dispatch = (message: pg.Notification) => {
    const event = parse(message.payload);
    if (!event) return;
    for (const listener of listeners.get(event.userId) ?? []) listener(event);
  };

  const resync = () => {
    for (const [userId, set] of listeners)
      for (const listener of set) for (const type of EVENT_TYPES) listener({ userId, type });
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(clientConfig);
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (!closed) scheduleReconnect(reason);
    };
    next.on('error', (error) => onLost(error.message));
    next.on('end', () => onLost('connection closed'));
    next.on('notification', dispatch);
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      onLost((error as Error).message);
      return;
    }
    if (closed || lost) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = backoff.firstMs;
    if (everConnected) {
      log('live events: listening again');
      resync();
    }
    everConnected = true;
    for (const resolve of waiting) resolve();
    waiting.clear();
  }

  function scheduleReconnect(reason: string) {
    if (closed || retryTimer) return;
    log(`live events: database connection lost (${reason}); retrying in ${delay} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, backoff.maxMs);
  }

  return {
    /** Opens the LISTEN connection; it never throws: a failure is retried in the background. */
    async start(): Promise<void> {
      if (!client && !retryTimer) await connect();
    },
    /** Resolves when the LISTEN connection is up (used by tests after an outage). */
    listening(): Promise<void> {
      if (client) return Promise.resolve();
      return new Promise((resolve) => waiting.add(resolve));
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
      retryTimer = undefined;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
