import crypto from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { createCvFile } from '#server/test/factories/cv-file.ts';
import { collectGarbage } from '#server/test/collect-garbage.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const FILE_BYTES = 10 * 1024 * 1024;
const DOWNLOADS = 10;
let base = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.app.server.close();
});

/** Starts a download and reads nothing: a slow client. `drain()` then reads it to the end. */
function slowDownload(headers: Record<string, string>) {
  const started = new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`${base}/api/privacy/export`, { headers }, resolve).on('error', reject);
  });
  return {
    started,
    async drain() {
      const response = await started;
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return { status: response.statusCode, body: Buffer.concat(chunks) };
    },
  };
}

describe('GET /api/privacy/export of an account with 50 MB of files', () => {
  it('streams: ten downloads at once, read by slow clients, hold a few chunks each, not the files', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await createCandidate(t.db, { ownerUserId: me.user.id });
    const contents: Buffer[] = [];
    for (let index = 0; index < 5; index++) {
      const cv = await createCvFile(t.db, {
        ownerUserId: me.user.id,
        candidateId: candidate.id,
        sizeBytes: FILE_BYTES,
      });
      const bytes = crypto.randomBytes(FILE_BYTES);
      contents.push(bytes);
      await t.storage.put(cv.storageKey, Readable.from([bytes]));
    }
    await collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    const downloads = Array.from({ length: DOWNLOADS }, () => slowDownload(me.headers));
    const [first, ...rest] = downloads;
    try {
      await Promise.all(downloads.map((download) => download.started));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Chunks already handed to the sockets are garbage, not held: on loopback the kernel's
      // buffers take megabytes per connection before a slow client stops the stream.
      await collectGarbage();
      const held = (process.memoryUsage().arrayBuffers - before) / 1024 / 1024;
      // Built in memory, each download held its 50 MB of files and the ZIP: over 500 MB in all.
      expect(held).toBeLessThan(50);
    } finally {
      for (const download of rest) void download.started.then((response) => response.destroy());
    }

    const whole = await first!.drain();
    expect(whole.status).toBe(200);
    const entries = unzipSync(new Uint8Array(whole.body));
    const listed = JSON.parse(strFromU8(entries['files.json']!)) as { path: string | null }[];
    const paths = listed.map((file) => file.path).filter((path) => path !== null);
    expect(paths).toHaveLength(5);
    const included = paths.map((path) => Buffer.from(entries[path]!));
    expect(included.every((bytes) => contents.some((content) => content.equals(bytes)))).toBe(true);
  }, 120_000);
});
