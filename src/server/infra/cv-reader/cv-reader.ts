import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../http/errors.ts';
import type { CvTask } from './cv-worker.ts';

export type CvReaderOptions = {
  /** Worker threads reading CVs at once. */
  threads: number;
  /** Reads waiting for a thread; one more is refused with 503 `cv_reader_busy`. */
  maxQueue: number;
  /**
   * Reads one caller may have running or waiting at once; one more of theirs is refused like a
   * full queue. Without it, one account sending slow PDFs side by side would fill the queue and
   * leave everyone else's CVs unread (stored without their text, so not found by search).
   */
  maxPerCaller: number;
  /** Wall-clock limit of one read, waiting included; past it the worker thread is terminated. */
  timeoutMs: number;
  /** V8 heap of one worker (old generation); a read past it kills only its worker. */
  memoryMb: number;
  /** Total bytes a CV's compressed parts may decode to (PDF streams, DOCX entries). */
  maxDecodedBytes: number;
  maxTextLength: number;
  /** The worker module (a default-exported function of a CvTask); tests use their own. */
  workerFile?: URL;
  workerData?: unknown;
};

export const CV_READER_DEFAULTS: CvReaderOptions = {
  threads: 1,
  maxQueue: 8,
  maxPerCaller: 2,
  timeoutMs: 10_000,
  memoryMb: 256,
  maxDecodedBytes: 100 * 1024 * 1024,
  maxTextLength: 200_000,
};

export type CvReader = {
  /**
   * The CV's text; null when unreadable, over a limit or timed out. Throws 503 when full, or when
   * the caller (an account, `user:<id>`) already has their share of reads under way.
   */
  read(file: string, kind: CvTask['kind'], caller?: string): Promise<string | null>;
  /** The live worker threads (tests watch them exit). */
  threads(): Worker[];
  close(): Promise<void>;
};

const BUSY_RETRY_AFTER_SECONDS = 5;

export const cvReaderBusy = () =>
  new AppError(
    503,
    'cv_reader_busy',
    'The CV reader is busy. Please try again in a moment.',
    undefined,
    BUSY_RETRY_AFTER_SECONDS,
  );

// Under tsx/vitest this module is TypeScript beside cv-worker.ts; in the build it is bundled
// into dist/server/main.js and the worker is emitted beside it as cv-worker.js.
const here = import.meta.url;
const defaultWorkerFile = () =>
  new URL(here.endsWith('.ts') ? './cv-worker.ts' : './cv-worker.js', here);

/**
 * Reads CVs in a pool of worker threads, so that a hostile file costs a worker, not the server:
 * each worker's heap is capped, a read past its time limit terminates its worker, and requests
 * beyond the threads plus the queue are refused at once instead of piling up.
 */
export function createCvReader(options: CvReaderOptions): CvReader {
  const workerFile = options.workerFile ?? defaultWorkerFile();
  const pool = new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 30_000,
    // A TypeScript worker (development and tests) needs tsx's loader in its thread.
    execArgv: workerFile.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    resourceLimits: {
      maxOldGenerationSizeMb: options.memoryMb,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
    workerData: options.workerData,
  });
  let pending = 0;
  const pendingByCaller = new Map<string, number>();
  const release = (caller: string | undefined) => {
    pending--;
    if (caller === undefined) return;
    const left = (pendingByCaller.get(caller) ?? 1) - 1;
    if (left > 0) pendingByCaller.set(caller, left);
    else pendingByCaller.delete(caller);
  };
  return {
    async read(file, kind, caller) {
      if (pending >= options.threads + options.maxQueue) throw cvReaderBusy();
      const callerPending = caller === undefined ? 0 : (pendingByCaller.get(caller) ?? 0);
      if (callerPending >= options.maxPerCaller) throw cvReaderBusy();
      pending++;
      if (caller !== undefined) pendingByCaller.set(caller, callerPending + 1);
      try {
        const task: CvTask = {
          file,
          kind,
          maxDecodedBytes: options.maxDecodedBytes,
          maxTextLength: options.maxTextLength,
        };
        // Aborting a running task makes piscina terminate its worker thread.
        const text: unknown = await pool.run(task, {
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        return typeof text === 'string' ? text : null;
      } catch {
        return null;
      } finally {
        release(caller);
      }
    },
    threads: () => pool.threads,
    close: () => pool.destroy(),
  };
}
