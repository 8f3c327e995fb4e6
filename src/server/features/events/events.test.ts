import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createNotification } from '../notifications/service.ts';
import { publishEvent } from './event-hub.ts';

let t: TestApp;
let base: string;
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
