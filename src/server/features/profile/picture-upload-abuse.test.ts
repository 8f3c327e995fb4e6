import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema/index.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import { expectBrokenBodiesRefused, stalledUploadsAtOnce } from '#server/test/upload-abuse.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const part = { name: 'file', filename: 'me.png', type: 'image/png', content: PNG };
const URL = '/api/profile/picture';

describe('POST /api/profile/picture from a slow or broken client', () => {
  it('holds no database connection while the body trickles in', async () => {
    const attacker = await t.loginAs();
    const result = await stalledUploadsAtOnce(URL, attacker.headers, part);
    expect(result).toEqual({
      busy: 0,
      otherUser: 200,
      statuses: result.statuses.map(() => 200),
    });
  }, 60_000);

  it('answers a body cut short or without its boundary with 400 and stores nothing', async () => {
    const me = await t.loginAs();
    const before = storedFiles(t.config.filesDir);
    await expectBrokenBodiesRefused(URL, me.headers, part);
    expect(storedFiles(t.config.filesDir)).toEqual(before);
    expect(await t.db.select().from(files).where(eq(files.ownerUserId, me.user.id))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.profilePictureFileId).toBeNull();
  });
});
