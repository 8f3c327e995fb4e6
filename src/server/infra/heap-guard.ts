import v8 from 'node:v8';
import vm from 'node:vm';

/** How much the old generation may grow during a streamed export before it is collected. */
export const EXPORT_HEAP_GROWTH_BYTES = 16 * 2 ** 20;

let gc: (() => void) | undefined;

/**
 * A full garbage collection now. V8 offers it only behind `--expose-gc`, which node reads from its
 * command line; set here instead, so every way of starting the server has it when it is needed.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

export function oldGenerationUsed(): number {
  return (
    v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')
      ?.space_used_size ?? 0
  );
}

/**
 * Keeps a long streamed export from growing the server's memory: `check()`, called after each
 * batch, collects once the old generation has grown by `limitBytes` since the last collection.
 * A fresh process's first export promotes pg's row parsing garbage to the old generation while
 * that code still runs unoptimised, about 48 MB for 100,000 rows, which V8 would otherwise let
 * stand and raise the heap's limit past (docs/decisions/9-list-kit.md). Later exports promote
 * next to nothing, so they rarely collect.
 */
export function createHeapGuard({
  limitBytes = EXPORT_HEAP_GROWTH_BYTES,
  used = oldGenerationUsed,
  collect = collectGarbage,
}: { limitBytes?: number; used?: () => number; collect?: () => void } = {}) {
  let base = used();
  return {
    check(): void {
      if (used() - base <= limitBytes) return;
      collect();
      base = used();
    },
  };
}
