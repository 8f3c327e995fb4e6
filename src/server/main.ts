import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { isDatabaseUnavailable } from './db/database-errors.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { createDiskStorage } from './infra/storage.ts';

const DEMO_ACCOUNTS = [
  ['admin@demo.local', 'internal staff (admin)'],
  ['recruiter@demo.local', 'recruiter'],
  ['candidate@demo.local', 'candidate'],
  ['company@demo.local', 'company member'],
] as const;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const say = (message: string) => console.log(`[start] ${message}`);
  const database = await openDatabase(config, say);
  const storage = createDiskStorage(config.filesDir);
  await database.withSetupDatabase((db) =>
    seedDatabase(db, {
      demo: config.seedDemo,
      demoPassword: config.demoPassword,
      storage,
      log: say,
    }),
  );

  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
  const app = await buildApp({ config, db: database.db, pool: database.pool, storage, clientDir });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, finishing open requests`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close().catch((error: unknown) => app.log.error(error));
    await database.close().catch((error: unknown) => app.log.error(error));
    process.exit(0);
  };
  // A background task that lost the database must not take the server down with it; the
  // requests answer 503 meanwhile. Any other unhandled rejection still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      app.log.warn({ err: reason }, 'background work failed: database unavailable');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  say(
    `Referral marketplace running at http://localhost:${port}  (API docs: http://localhost:${port}/api/docs)`,
  );
  if (config.seedDemo) {
    say(`Demo accounts (password ${config.demoPassword}):`);
    for (const [email, role] of DEMO_ACCOUNTS) say(`  ${email.padEnd(24)} ${role}`);
  }
}

main().catch((error: unknown) => {
  console.error(
    `[start] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
