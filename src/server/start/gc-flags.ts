import v8 from 'node:v8';

/**
 * A server's objects live for one request, but V8 learns from allocation sites whose objects
 * survived a young collection (a CSV export's rows arriving across several socket reads) and
 * then allocates everything from those sites straight into the old generation, where only a full
 * collection frees it: a 100,000-row export grew the heap by 55 MB each time, and the memory came
 * back only when the heap limit forced it. Without that pretenuring, and with small cursor batches
 * (platform/list-kit/list-cursor.ts), the same export stays flat after the first
 * (bench/admin-lists.bench.ts). Imported first by main.ts, before any allocation
 * site is made.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');

/**
 * The first export of a fresh process still left about 48 MB of old-generation garbage (pg's row
 * parsing promotes while it runs unoptimised), which V8 let stand while it grew the old
 * generation's limit by its default factor: RSS +58 MB against the 50. Growing it by a
 * quarter collects that garbage sooner (+23 to 25 MB); docs/decisions/9-list-kit.md has the
 * figures and the flags that were tried.
 */
v8.setFlagsFromString('--heap-growing-percent=25');
