import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { files } from '../db/schema/index.ts';
import { createDiskStorage } from '../infra/storage.ts';
import { createStoredPicture, pngWithText } from '../test/factories/stored-picture.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { runsScheduledJobs, WORKER_SLOT_VARIABLE } from './worker-slot.ts';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-jobs-'));
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The app as a server process builds it (outside tests, so the scheduled jobs may start). */
async function serverApp(scheduledJobs: boolean | undefined) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const storage = createDiskStorage(config.filesDir);
  // A picture stored before uploads lost their metadata, for the cleaning to find.
  const picture = await createStoredPicture(database.db, storage, {
    bytes: pngWithText('GPS 41.0082N 28.9784E'),
  });
  const app = await buildApp({ ...database, config, storage, logger: false, scheduledJobs });
  await app.ready();
  const pictureCleaned = async () => {
    const [row] = await database.db.select().from(files).where(eq(files.id, picture.id));
    return row?.metadataCleanedAt !== null;
  };
  return { app, pictureCleaned };
}

const retentionScheduled = async () => {
  const schema = await database.db.execute(
    sql`select 1 from information_schema.tables where table_schema = 'pgboss' and table_name = 'schedule'`,
  );
  if (schema.rows.length === 0) return false;
  return (await database.db.execute(sql`select 1 from pgboss.schedule`)).rows.length > 0;
};

describe('the scheduled jobs in a cluster', () => {
  it('belong to the worker of the first place only', () => {
    expect(runsScheduledJobs({ [WORKER_SLOT_VARIABLE]: '1' })).toBe(true);
    expect(runsScheduledJobs({ [WORKER_SLOT_VARIABLE]: '2' })).toBe(false);
    expect(runsScheduledJobs({ [WORKER_SLOT_VARIABLE]: '11' })).toBe(false);
    expect(runsScheduledJobs({})).toBe(false);
  });

  it('do not start in a server process told not to run them', async () => {
    const { app, pictureCleaned } = await serverApp(false);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await retentionScheduled()).toBe(false);
      expect(await pictureCleaned()).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('start in a server process by default (one process, or the first worker), the cleaning of stored pictures with them', async () => {
    const { app, pictureCleaned } = await serverApp(undefined);
    try {
      await expect.poll(retentionScheduled, { timeout: 10_000, interval: 200 }).toBe(true);
      await expect.poll(pictureCleaned, { timeout: 10_000, interval: 200 }).toBe(true);
    } finally {
      await app.close();
    }
  });
});
