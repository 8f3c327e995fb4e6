import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { companies, files, users } from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createCvFile } from '#server/test/factories/cv-file.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import {
  createStoredPicture,
  PLAIN_PNG,
  pngWithText,
} from '#server/test/factories/stored-picture.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import type { Transaction } from '#server/db/client.ts';
import type { FileStorage } from '#server/infra/storage.ts';
import { cleanStoredPictures, picturesLeftToClean } from './clean-stored-pictures.ts';
import { startPictureCleaning } from './picture-cleaning-start.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SECRET = 'GPS 41.0082N 28.9784E Ada Lovelace';

async function served(publicId: string) {
  const response = await t.app.inject({ url: `/api/files/${publicId}` });
  return { status: response.statusCode, body: response.rawPayload, etag: response.headers.etag };
}

function uploadPicture(headers: Record<string, string>) {
  const boundary = '----rm-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/picture',
    payload: Buffer.concat([
      Buffer.from(head),
      pngWithText(SECRET),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function backlog() {
  const me = await t.loginAs();
  const picture = await createStoredPicture(t.db, t.storage, {
    bytes: pngWithText(SECRET),
    ownerUserId: me.user.id,
  });
  await t.db
    .update(users)
    .set({ profilePictureFileId: picture.id })
    .where(eq(users.id, me.user.id));
  const logo = await createStoredPicture(t.db, t.storage, {
    bytes: pngWithText(SECRET),
    fileTypeId: FILE_TYPE.logo,
  });
  const company = await createCompany(t.db, { logoFileId: logo.id });
  const clean = await createStoredPicture(t.db, t.storage, { bytes: PLAIN_PNG });
  const broken = await createStoredPicture(t.db, t.storage, {
    bytes: Buffer.from(`not a picture ${SECRET}`),
  });
  const owner = await t.loginAs();
  await t.db
    .update(users)
    .set({ profilePictureFileId: broken.id })
    .where(eq(users.id, owner.user.id));
  const gone = await createStoredPicture(t.db, t.storage, { bytes: null });
  const candidate = await createCandidate(t.db, { ownerUserId: me.user.id });
  const cv = await createCvFile(t.db, { ownerUserId: me.user.id, candidateId: candidate.id });
  return { me, owner, company, picture, logo, clean, broken, gone, cv };
}

describe('pictures stored before uploads lost their metadata', () => {
  it('are written back without it, once; an unreadable one is retired; CVs are not touched', async () => {
    const stored = await backlog();
    expect((await served(stored.picture.publicId)).body.toString('latin1')).toContain('GPS');

    const done = await cleanStoredPictures(t.db, t.storage);
    expect(done).toEqual({ cleaned: 2, unchanged: 2, retired: 1, failed: 0 });

    for (const { publicId } of [stored.picture, stored.logo, stored.clean]) {
      const answer = await served(publicId);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(PLAIN_PNG)).toBe(true);
      // The ETag is the hash of the bytes served now, so a cached copy with metadata is replaced.
      expect(answer.etag).toBe(`"${createHash('sha256').update(PLAIN_PNG).digest('hex')}"`);
    }
    const rows = await t.db
      .select()
      .from(files)
      .where(
        inArray(
          files.id,
          [stored.picture, stored.logo, stored.clean, stored.broken, stored.gone, stored.cv].map(
            (file) => file.id,
          ),
        ),
      );
    const row = (id: number) => rows.find((file) => file.id === id);
    expect(row(stored.picture.id)?.sizeBytes).toBe(PLAIN_PNG.length);
    expect(row(stored.gone.id)?.metadataCleanedAt).not.toBeNull();
    expect(row(stored.cv.id)?.metadataCleanedAt).toBeNull();
    expect(row(stored.broken.id)?.deletedAt).not.toBeNull();
    expect(await t.storage.exists(stored.broken.storageKey)).toBe(false);
    expect((await served(stored.broken.publicId)).status).toBe(404);
    const [owner] = await t.db.select().from(users).where(eq(users.id, stored.owner.user.id));
    expect(owner?.profilePictureFileId).toBeNull();
    const profile = await t.app.inject({ url: '/api/profile', headers: stored.owner.headers });
    expect(profile.json().profilePictureUrl).toBeNull();
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, stored.company.id));
    expect(company?.logoFileId).toBe(stored.logo.id);

    expect(await cleanStoredPictures(t.db, t.storage)).toEqual({
      cleaned: 0,
      unchanged: 0,
      retired: 0,
      failed: 0,
    });
  });

  it('are cleaned once when two server processes clean at the same time', async () => {
    const pictures = await Promise.all(
      Array.from({ length: 6 }, () =>
        createStoredPicture(t.db, t.storage, { bytes: pngWithText(SECRET) }),
      ),
    );
    const runs = await Promise.all([
      cleanStoredPictures(t.db, t.storage),
      cleanStoredPictures(t.db, t.storage),
    ]);
    expect(runs.reduce((sum, run) => sum + run.cleaned, 0)).toBe(6);
    expect(runs.reduce((sum, run) => sum + run.unchanged + run.retired, 0)).toBe(0);
    for (const { publicId } of pictures)
      expect((await served(publicId)).body.equals(PLAIN_PNG)).toBe(true);
  });

  it('reads no more than its limit of a stored file, and leaves one larger as it is', async () => {
    const large = await createStoredPicture(t.db, t.storage, {
      bytes: Buffer.concat([pngWithText(SECRET), Buffer.alloc(2048)]),
    });
    const failures: number[] = [];
    const done = await cleanStoredPictures(t.db, t.storage, {
      maxBytes: 1024,
      onFailure: (_error, fileId) => failures.push(fileId),
    });
    expect(done).toEqual({ cleaned: 0, unchanged: 0, retired: 0, failed: 1 });
    expect(failures).toEqual([large.id]);
    // A row whose size understates its bytes is still read no further than the limit.
    await t.db.update(files).set({ sizeBytes: 10 }).where(eq(files.id, large.id));
    const understated = await cleanStoredPictures(t.db, t.storage, { maxBytes: 1024 });
    expect(understated.failed).toBe(1);
    expect((await served(large.publicId)).status).toBe(200);
    expect(await picturesLeftToClean(t.db)).toBe(true);
    expect((await cleanStoredPictures(t.db, t.storage)).cleaned).toBe(1);
  });

  it('passes over a file whose storage fails and cleans the next', async () => {
    const first = await createStoredPicture(t.db, t.storage, { bytes: pngWithText(SECRET) });
    const second = await createStoredPicture(t.db, t.storage, { bytes: pngWithText(SECRET) });
    const denied: FileStorage = {
      ...t.storage,
      read: async (key) => {
        if (key === first.storageKey)
          throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
        return t.storage.read(key);
      },
    };
    const done = await cleanStoredPictures(t.db, denied);
    expect(done).toEqual({ cleaned: 1, unchanged: 0, retired: 0, failed: 1 });
    expect((await served(second.publicId)).body.equals(PLAIN_PNG)).toBe(true);
    expect(await picturesLeftToClean(t.db)).toBe(true);
    expect((await cleanStoredPictures(t.db, t.storage)).cleaned).toBe(1);
    expect(await picturesLeftToClean(t.db)).toBe(false);
  });

  it('keeps the bytes of a picture whose retirement did not commit', async () => {
    const broken = await createStoredPicture(t.db, t.storage, {
      bytes: Buffer.from(`not a picture ${SECRET}`),
    });
    // A file's work is done, then its commit fails: the transaction rolls back.
    const commitFails = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
        return (work: (tx: Transaction) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            const outcome = await work(tx);
            if (outcome !== null) throw new Error('commit failed');
            return outcome;
          });
      },
    });
    const done = await cleanStoredPictures(commitFails, t.storage);
    expect(done).toEqual({ cleaned: 0, unchanged: 0, retired: 0, failed: 1 });
    expect(await t.storage.exists(broken.storageKey)).toBe(true);
    expect((await cleanStoredPictures(t.db, t.storage)).retired).toBe(1);
    expect(await t.storage.exists(broken.storageKey)).toBe(false);
  });

  it('gives way to an owner replacing the picture it retires, without a deadlock', async () => {
    const me = await t.loginAs();
    const broken = await createStoredPicture(t.db, t.storage, {
      bytes: Buffer.from(`not a picture ${SECRET}`),
      ownerUserId: me.user.id,
    });
    await t.db
      .update(users)
      .set({ profilePictureFileId: broken.id })
      .where(eq(users.id, me.user.id));
    let reading: () => void = () => undefined;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    const slow: FileStorage = {
      ...t.storage,
      read: async (key) => {
        reading();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return t.storage.read(key);
      },
    };
    const cleaning = cleanStoredPictures(t.db, slow);
    await readStarted;
    const [replaced, done] = await Promise.all([uploadPicture(me.headers), cleaning]);
    // Had the cleaning waited for the user's row, PostgreSQL would have ended the upload as a
    // deadlock (500). It gives way (a failure, tried later) or, when first, retires the picture.
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(done.cleaned + done.unchanged).toBe(0);
    expect(done.failed + done.retired).toBe(1);
    const [user] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(user?.profilePictureFileId).not.toBe(broken.id);
    expect((await served(broken.publicId)).status).toBe(404);
    expect(await picturesLeftToClean(t.db)).toBe(false);
  });

  it('stops between two files when asked to', async () => {
    await createStoredPicture(t.db, t.storage, { bytes: pngWithText(SECRET) });
    const stop = new AbortController();
    stop.abort();
    expect(await cleanStoredPictures(t.db, t.storage, { signal: stop.signal })).toEqual({
      cleaned: 0,
      unchanged: 0,
      retired: 0,
      failed: 0,
    });
    expect((await cleanStoredPictures(t.db, t.storage)).cleaned).toBe(1);
  });

  it('are cleaned again after a failure, in the background of a server process', async () => {
    const picture = await createStoredPicture(t.db, t.storage, { bytes: pngWithText(SECRET) });
    let failures = 1;
    const flaky: FileStorage = {
      ...t.storage,
      read: async (key) => {
        if (failures-- > 0) throw new Error('storage unavailable');
        return t.storage.read(key);
      },
    };
    const app = Fastify({ logger: false });
    startPictureCleaning(app, t.db, flaky, { retryMs: 50 });
    try {
      await expect
        .poll(async () => (await served(picture.publicId)).body.equals(PLAIN_PNG), {
          timeout: 5_000,
        })
        .toBe(true);
      expect(failures).toBeLessThan(0);
    } finally {
      await app.close();
    }
  });

  it('are not in the backlog when uploaded now', async () => {
    const me = await t.loginAs();
    expect((await uploadPicture(me.headers)).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    const [file] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, user?.profilePictureFileId ?? 0));
    expect(file?.metadataCleanedAt).not.toBeNull();
  });
});
