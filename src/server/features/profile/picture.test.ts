import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { files } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { PLAIN_PNG, pngWithText } from '../../test/factories/stored-picture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = PLAIN_PNG;

function multipart(name: string, type: string, content: Buffer) {
  const boundary = '----rm-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/picture',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });

describe('POST /api/profile/picture', () => {
  it('stores an image as the caller’s picture', async () => {
    const me = await t.loginAs();
    const body = multipart('me.png', 'image/png', PNG);
    const response = await upload(me.headers, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().profilePictureUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);
  });

  it('publishes the picture without its metadata, retires the one it replaces, refuses one that cannot be read, in tr too', async () => {
    const me = await t.loginAs();
    const body = multipart('me.png', 'image/png', pngWithText('GPS 41.0082N 28.9784E'));
    const stored = await upload(me.headers, body);
    expect(stored.statusCode, stored.body).toBe(200);
    const served = await t.app.inject({ url: stored.json().profilePictureUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // A new picture replaces it: the old address no longer serves the old one.
    const again = multipart('me.png', 'image/png', PNG);
    const replaced = await upload(me.headers, again);
    expect(replaced.json().profilePictureUrl).not.toBe(stored.json().profilePictureUrl);
    expect((await t.app.inject({ url: stored.json().profilePictureUrl })).statusCode).toBe(404);
    // Its bytes are gone from storage; its row stays, marked deleted.
    const oldId = (stored.json().profilePictureUrl as string).split('/').pop() ?? '';
    const [oldRow] = await t.db.select().from(files).where(eq(files.publicId, oldId));
    expect(oldRow?.deletedAt).not.toBeNull();
    expect(fs.existsSync(path.join(t.config.filesDir, oldRow?.storageKey ?? 'none'))).toBe(false);
    // Were its row served again, the missing bytes would answer 404, not 500.
    await t.db.update(files).set({ deletedAt: null }).where(eq(files.publicId, oldId));
    expect((await t.app.inject({ url: stored.json().profilePictureUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: replaced.json().profilePictureUrl })).statusCode).toBe(200);

    const cut = multipart('me.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1]));
    for (const [language, message] of [
      ['en', 'The picture could not be read'],
      ['tr', 'Resim okunamadı.'],
    ] as const) {
      const refused = await upload({ ...me.headers, 'accept-language': language }, cut);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message,
        details: [{ path: 'file', message: 'unreadable_image' }],
      });
    }
  });

  it('refuses anything that is not an image, and anonymous callers', async () => {
    const me = await t.loginAs();
    const text = multipart('me.png', 'image/png', Buffer.from('not really a picture at all'));
    const refused = await upload(me.headers, text);
    expect(refused.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: text.payload,
      headers: text.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const profile = await t.app.inject({ url: '/api/profile', headers: me.headers });
    expect(profile.json().profilePictureUrl).toBeNull();
  });
});

describe('migration 0034: pictures replaced before they were retired', () => {
  it('stops serving every picture or logo no user or company points at, and nothing else', async () => {
    const me = await t.loginAs();
    const first = await upload(me.headers, multipart('me.png', 'image/png', PNG));
    const current = await upload(me.headers, multipart('me.png', 'image/png', PNG));
    const [old, now] = [first, current].map(
      (answer) => (answer.json().profilePictureUrl as string).split('/').pop() ?? '',
    );
    // As before the retirement: the replaced picture still served, and a CV with no owner.
    await t.db
      .update(files)
      .set({ deletedAt: null })
      .where(eq(files.publicId, old ?? ''));
    const [cv] = await t.db
      .insert(files)
      .values({
        publicId: 'c'.repeat(32),
        fileTypeId: FILE_TYPE.candidateCv,
        originalName: 'cv.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
        storageKey: 'cvs/none.pdf',
      })
      .returning();
    const served = async (id: string | undefined) =>
      (
        await t.db
          .select()
          .from(files)
          .where(eq(files.publicId, id ?? ''))
      )[0]?.deletedAt === null;
    expect(await served(old)).toBe(true);

    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../drizzle/0034_retire_replaced_pictures.sql'),
      'utf8',
    );
    await t.pool.query(migration);
    expect(await served(old)).toBe(false);
    expect((await t.app.inject({ url: `/api/files/${old}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/files/${now}` })).statusCode).toBe(200);
    const [kept] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, cv?.id ?? 0));
    expect(kept?.deletedAt).toBeNull();
  });
});
