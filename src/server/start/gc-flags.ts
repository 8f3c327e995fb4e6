import v8 from 'node:v8';

/**
 * A server's objects live for one request, but V8 learns from allocation sites whose objects
 * survived a young collection (a CSV export's rows arriving across several socket reads) and
 * then allocates everything from those sites straight into the old generation, where only a full
 * collection frees it: a 100,000-row export grew the heap by 55 MB each time, and the memory came
 * back only when the heap limit forced it. Without that pretenuring, and with small cursor batches
 * (platform/list-kit/list-cursor.ts), the same export stays flat after the first
 * (bench/admin-lists.bench.ts); what the first leaves, infra/heap-guard.ts collects. Imported first by main.ts, before any allocation
 * site is made.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
