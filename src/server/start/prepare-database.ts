import type { Config } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { createDiskStorage } from '../infra/storage.ts';
import type { Say } from './banner.ts';
import { seedingDemoPassword } from './demo-password.ts';
import { replacePublishedDemoPassword } from './published-demo-password.ts';

/**
 * Opens the database (starting the embedded PostgreSQL when there is no DATABASE_URL), migrates
 * it and seeds it: what one process does once before any server process answers requests.
 */
export async function prepareDatabase(config: Config, say: Say) {
  const database = await openDatabase(config, say);
  const storage = createDiskStorage(config.filesDir);
  try {
    await database.withSetupDatabase(async (db) => {
      await seedDatabase(db, {
        demo: config.seedDemo,
        demoPassword: () => seedingDemoPassword(config),
        storage,
        log: say,
      });
      await replacePublishedDemoPassword(db, config, say);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, storage };
}
