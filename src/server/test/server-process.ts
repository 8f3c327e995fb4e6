import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export type ServerProcess = {
  child: ChildProcess;
  /** Where it listens, on 127.0.0.1. */
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves when a line it printed matches (at once if one already did). */
  printed: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  /** Sends the signal and resolves with the exit code (null when a signal ended it). */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

const STARTED = /running at http:\/\/localhost:(\d+)/;

/** The source entry through tsx; a built one is `[path of main.js]`. */
const SOURCE_ENTRY = ['--import', 'tsx', 'src/server/main.ts'];

/**
 * Runs the real server entry as its own process, as `npm start` does, with `env` over this
 * process's environment (an undefined value removes a variable), and resolves once it says where
 * it is running.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  options: { entry?: string[]; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? 90_000;
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, options.entry ?? SOURCE_ENTRY, {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watch of [...watchers]) watch();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

  const printed = (pattern: RegExp, waitMs = timeoutMs) =>
    new Promise<string>((resolve, reject) => {
      const done = () => {
        watchers.delete(check);
        clearTimeout(timer);
      };
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          done();
          resolve(match[0]);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} within ${waitMs} ms; the server printed:\n${output}`));
      }, waitMs);
      watchers.add(check);
      check();
      void exited.then(([code, signal]) => {
        if (!watchers.has(check)) return;
        done();
        reject(new Error(`the server ended (${signal ?? code}) before ${pattern}:\n${output}`));
      });
    });

  const started = await printed(STARTED).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${STARTED.exec(started)?.[1]}`,
    output: () => output,
    printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
}
