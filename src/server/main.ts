import './start/gc-flags.ts';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.ts';

const entry = fileURLToPath(import.meta.url);
const clientDir = path.resolve(path.dirname(entry), '..', 'client');

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

// Each role loads only its own code: a cluster's primary never loads the app (about 60 MB less).
async function main() {
  const config = readConfig();
  if (cluster.isWorker) {
    const { runWorker } = await import('./cluster/worker.ts');
    const say = (message: string) => console.log(`[worker ${process.pid}] ${message}`);
    return runWorker(config, { clientDir, say });
  }
  const say = (message: string) => console.log(`[start] ${message}`);
  if (config.workers > 1) {
    const { runPrimary } = await import('./cluster/primary.ts');
    return runPrimary(config, { entry, say });
  }
  const { runSingleProcess } = await import('./start/single-process.ts');
  return runSingleProcess(config, { clientDir, say });
}

main().catch((error: unknown) => {
  console.error(
    `[start] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
