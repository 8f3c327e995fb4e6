import type { Config } from '../config.ts';
import { announceStarted, type Say } from './banner.ts';
import { prepareDatabase } from './prepare-database.ts';
import { serveApp } from './serve-app.ts';

/** `WORKERS=1`: one process opens the database, migrates, seeds and serves. */
export async function runSingleProcess(config: Config, options: { clientDir: string; say: Say }) {
  const { database, storage } = await prepareDatabase(config, options.say);
  const port = await serveApp(config, database, storage, options);
  announceStarted(config, port, options.say);
}
