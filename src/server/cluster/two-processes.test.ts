import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { CONTACT_RATE_LIMIT } from '../features/contact/routes.ts';
import { solvedBotCheckTokenAt } from '../test/bot-check-token.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createUser, TEST_PASSWORD } from '../test/factories/user.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';

// Two real server processes (src/server/main.ts, as `npm start` runs it) on one database, driven
// over HTTP: what one process does must hold on the other, with nothing shared but PostgreSQL.
let database: TestDatabase;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;
let email: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-two-'));
  email = (await createUser(database.db, { roleId: ROLE.recruiter })).email;
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, WORKERS: '1' };
  // One after the other: each start migrates and seeds, which is not what this test is about.
  a = await startServerProcess(env);
  b = await startServerProcess(env);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Session = { accessToken: string; refreshCookie: string };

/** Logs in on `server` with a bot-check challenge `challenger` issued. */
async function login(server: ServerProcess, challenger: ServerProcess): Promise<Session> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      captchaToken: await solvedBotCheckTokenAt(challenger.baseUrl, 'login'),
    }),
  });
  expect(response.status).toBe(200);
  const refreshCookie = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('rt='))
    ?.split(';')[0];
  if (!refreshCookie) throw new Error('the login set no refresh cookie');
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { accessToken, refreshCookie };
}

const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

async function me(server: ServerProcess, session: Session) {
  const response = await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(session) });
  return { status: response.status, body: (await response.json()) as { user?: { email: string } } };
}

/** An open event stream (GET /api/events) and the names of the events it has received. */
async function openStream(server: ServerProcess, session: Session) {
  const controller = new AbortController();
  const response = await fetch(`${server.baseUrl}/api/events`, {
    headers: bearer(session),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const names: string[] = [];
  const watchers = new Set<() => void>();
  const reading = (async () => {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (name) names.push(name);
      }
      for (const watch of [...watchers]) watch();
    }
  })().catch(() => undefined); // aborted by close()
  return {
    names,
    /** Resolves once the stream has received `count` events named `name`. */
    received(name: string, count = 1) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (names.filter((n) => n === name).length < count) return;
          watchers.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`no "${name}" event within 10 s; received ${names.join(', ')}`));
        }, 10_000);
        watchers.add(check);
        check();
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('two server processes on one database', () => {
  it('are two processes, each answering on its own port', async () => {
    expect(a.child.pid).not.toBe(b.child.pid);
    expect(a.baseUrl).not.toBe(b.baseUrl);
    for (const server of [a, b])
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });

  it('accept on one process a login made on the other, and refresh it there', async () => {
    // The challenge comes from B, the login is on A: the bot-check key is shared too.
    const session = await login(a, b);
    const onB = await me(b, session);
    expect(onB.status).toBe(200);
    expect(onB.body.user?.email).toBe(email);

    const refreshed = await fetch(`${b.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: session.refreshCookie },
    });
    expect(refreshed.status).toBe(200);
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    expect((await me(a, { ...session, accessToken })).status).toBe(200);
  });

  it('end a session everywhere when it is ended on one process', async () => {
    const session = await login(b, a);
    expect((await me(a, session)).status).toBe(200);
    const logout = await fetch(`${b.baseUrl}/api/auth/logout-all`, {
      method: 'POST',
      headers: bearer(session),
    });
    expect(logout.status).toBeLessThan(300);
    expect((await me(a, session)).status).toBe(401);
  });

  it('deliver an event raised through one process to the streams open on both', async () => {
    const session = await login(a, a);
    const onB = await openStream(b, session);
    const onA = await openStream(a, session);
    try {
      await Promise.all([onB.received('ready'), onA.received('ready')]);
      expect(onB.names).toEqual(['ready']);
      // Marking all read on A announces a 'notifications' change to every process (NOTIFY).
      const read = await fetch(`${a.baseUrl}/api/notifications/read-all`, {
        method: 'POST',
        headers: bearer(session),
      });
      expect(read.status).toBe(200);
      await Promise.all([onB.received('notifications'), onA.received('notifications')]);
      expect(onB.names).toEqual(['ready', 'notifications']);

      // And the other way: raised through B, received on A.
      await fetch(`${b.baseUrl}/api/notifications/read-all`, {
        method: 'POST',
        headers: bearer(session),
      });
      await onA.received('notifications', 2);
    } finally {
      await Promise.all([onA.close(), onB.close()]);
    }
  });

  it('count a rate limit across both: attempts split between them are refused past the sum', async () => {
    // The contact form counts every attempt per address before its bot check, 5 an hour.
    const attempt = (server: ServerProcess) =>
      fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstname: 'Ada',
          lastname: 'Lovelace',
          email: 'ada@example.test',
          phone: '+447700900123',
          countryId: 826,
          cityId: 1,
          company: 'Analytical Engines',
          companySize: '11-50',
          subjectId: 1,
          message: 'Hello',
          botToken: 'not-solved',
        }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) statuses.push(await attempt(i % 2 ? b : a));
    // Three on A and two on B: neither process alone is past the limit of 5.
    expect(statuses).toEqual(Array(CONTACT_RATE_LIMIT.limit).fill(400));
    expect(await attempt(b)).toBe(429);
    expect(await attempt(a)).toBe(429);
  });
});
