import fs from 'node:fs';
import { workerData } from 'node:worker_threads';

/**
 * A CV worker for tests. workerData is a SharedArrayBuffer of three Int32 slots: [0] counts the
 * reads that started, [1] becomes 1 to let held reads finish, [2] counts a stuck read's loops.
 * A file containing "spin" never finishes, like a parser caught in a loop.
 */
const state = new Int32Array(workerData as SharedArrayBuffer);

export default function hold(task: { file: string }): string {
  Atomics.add(state, 0, 1);
  Atomics.notify(state, 0);
  if (fs.readFileSync(task.file, 'latin1').includes('spin')) for (;;) Atomics.add(state, 2, 1);
  Atomics.wait(state, 1, 0);
  return 'Held Person\nheld@example.test';
}
