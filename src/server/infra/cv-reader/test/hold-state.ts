// Atomics.waitAsync is in Node 20 but not in the TypeScript lib this project targets.
type WaitAsync = (
  typed: Int32Array,
  index: number,
  value: number,
) => { async: boolean; value: Promise<string> | string };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

/** The state shared with hold-worker.ts, and the test side of its protocol. */
export function holdState() {
  const shared = new SharedArrayBuffer(12);
  const state = new Int32Array(shared);
  return {
    shared,
    /** How many times a stuck read has looped so far. */
    loops: () => Atomics.load(state, 2),
    /** Resolves once `count` reads have started in a worker (no polling: the worker notifies). */
    async started(count: number) {
      for (let seen = Atomics.load(state, 0); seen < count; seen = Atomics.load(state, 0))
        await waitAsync(state, 0, seen).value;
    },
    /** Lets held reads finish, now and later. */
    release() {
      Atomics.store(state, 1, 1);
      Atomics.notify(state, 1);
    },
  };
}
