import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { TEST_PASSWORD } from '../../test/factories/user.ts';
import { createNotification } from '../../platform/notifications.ts';
import { createEventHub, publishEvent, type LiveEvent } from '../../platform/events/event-hub.ts';
import { STREAM_LIMITS } from '../../platform/events/stream-limits.ts';

let t: TestApp;
let base: string;
/** Longest wait for one stream event: a bounded failure instead of a hung file. */
const WAIT_MS = 10_000;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Reads SSE event names from the stream until `count` have arrived. */
async function readEvents(response: Response, count: number, onReady: () => Promise<void>) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const names: string[] = [];
  let buffer = '';
  while (names.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      if (!name) continue;
      names.push(name);
      if (name === 'ready') await onReady();
    }
  }
  await reader.cancel();
  return names;
}

describe('GET /api/events', () => {
  it('streams the caller’s own events, across connections (LISTEN/NOTIFY)', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs();
    const response = await fetch(`${base}/api/events`, { headers: me.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    // Hijacked, yet still sent with the security headers and the request id.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const names = await readEvents(response, 3, async () => {
      await createNotification(t.db, { userId: other.user.id, type: 'task', title: 'Not mine' });
      await createNotification(t.db, { userId: me.user.id, type: 'task', title: 'Mine' });
      await publishEvent(t.db, { userId: me.user.id, type: 'points' });
    });
    expect(names).toEqual(['ready', 'notifications', 'points']);
  });

  it('refuses a caller without a token', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
  });
});

describe('stream caps', () => {
  it('refuses a user’s streams past the cap with 429 and Retry-After, and frees a closed one', async () => {
    const me = await t.loginAs();
    // The server side of each stream, in the order they were opened.
    const responses: ServerResponse[] = [];
    const track = (request: IncomingMessage, response: ServerResponse) => {
      if (request.url === '/api/events') responses.push(response);
    };
    t.app.server.on('request', track);
    const streams: AbortController[] = [];
    try {
      for (let i = 0; i < STREAM_LIMITS.perUser; i++) {
        const controller = new AbortController();
        streams.push(controller);
        const response = await fetch(`${base}/api/events`, {
          headers: me.headers,
          signal: controller.signal,
        });
        expect(response.status).toBe(200);
      }
      const refused = await fetch(`${base}/api/events`, { headers: me.headers });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toMatchObject({ code: 'too_many_streams' });

      // Another user is not affected by my cap.
      const other = await t.loginAs();
      const theirs = new AbortController();
      streams.push(theirs);
      const response = await fetch(`${base}/api/events`, {
        headers: other.headers,
        signal: theirs.signal,
      });
      expect(response.status).toBe(200);

      // Closing one of my streams gives its slot back.
      // The route's close handler runs in the same 'close' emit, before this await resumes.
      const first = responses[0] as ServerResponse;
      const closed = first.closed
        ? Promise.resolve()
        : once(first, 'close', { signal: AbortSignal.timeout(WAIT_MS) });
      streams[0]?.abort();
      await closed;
      const again = new AbortController();
      streams.push(again);
      const reopened = await fetch(`${base}/api/events`, {
        headers: me.headers,
        signal: again.signal,
      });
      expect(reopened.status).toBe(200);
    } finally {
      t.app.server.off('request', track);
      for (const controller of streams) controller.abort();
      // The server side too, so that a failure above cannot leave a stream holding t.close().
      for (const response of responses) response.destroy();
    }
  });
});

describe('the LISTEN connection', () => {
  it('reconnects after losing its connection, LISTENs again and tells streams to refetch', async () => {
    const applicationName = `rm-events-test-${process.pid}`;
    const hub = createEventHub(
      { ...t.pool.options, application_name: applicationName },
      { backoff: { firstMs: 10, maxMs: 100 } },
    );
    const received: LiveEvent[] = [];
    let onEvent: () => void = () => {};
    const next = (match: (event: LiveEvent) => boolean) =>
      new Promise<void>((resolve) => {
        onEvent = () => {
          if (received.some(match)) resolve();
        };
      });
    try {
      await hub.start();
      hub.subscribe(4242, (event) => {
        received.push(event);
        onEvent();
      });
      const resynced = next((event) => event.type === 'warnings');
      // The database ends the LISTEN session, as a restart or an administrator would (57P01).
      const admin = new pg.Client(t.pool.options);
      await admin.connect();
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
      await admin.end();
      await resynced; // reconnected: every kind of data is announced, nothing missed stays stale
      await hub.listening();
      received.length = 0;
      const delivered = next((event) => event.type === 'points');
      await publishEvent(t.db, { userId: 4242, type: 'points' });
      await delivered;
      expect(received).toEqual([{ userId: 4242, type: 'points' }]);
    } finally {
      await hub.close();
    }
  });
});

describe('a stream and its session', () => {
  /** Reads until the server ends the stream; true when it ended within the time. */
  async function endsWithin(response: Response, ms: number) {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    const result = await Promise.race([ended, timeout]);
    if (!result) await reader.cancel();
    return result;
  }

  it('ends when its session is revoked elsewhere; the session that stays keeps its stream', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: me.user.email,
        password: TEST_PASSWORD,
        captchaToken: await solvedBotCheckToken(t.app, 'login'),
      },
    });
    const kept = { authorization: `Bearer ${second.json<{ accessToken: string }>().accessToken}` };
    const revokedStream = await fetch(`${base}/api/events`, { headers: me.headers });
    const keptStream = await fetch(`${base}/api/events`, { headers: kept });
    expect([revokedStream.status, keptStream.status]).toEqual([200, 200]);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: kept,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Lantern-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(revokedStream, 5_000)).toBe(true);
    const names = await readEvents(keptStream, 2, async () => {
      await publishEvent(t.db, { userId: me.user.id, type: 'points' });
    });
    expect(names).toEqual(['ready', 'points']);
  });

  it('ends when the account is deleted', async () => {
    const me = await t.loginAs({ roleId: ROLE.candidate });
    const stream = await fetch(`${base}/api/events`, { headers: me.headers });
    expect(stream.status).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: me.headers,
      payload: { confirmation: me.user.email },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await endsWithin(stream, 5_000)).toBe(true);
  });
});
