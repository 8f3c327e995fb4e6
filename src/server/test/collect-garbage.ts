import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

/**
 * Runs full garbage collections, so that a memory figure counts what is held and not what is
 * merely not collected yet. The test workers start without --expose-gc; the flag can be set at
 * run time, and a new context then sees the `gc` function. Buffers' memory is given back by a
 * sweep that ends after the collection, hence a second one a turn later.
 */
export async function collectGarbage(): Promise<void> {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
  await nextTurn();
  collect();
}
