import type pg from 'pg';
import type { NewestList } from './newest-lists.ts';

type Entry<T> = { value: T; generation: string; storedAt: number };

export type GenerationCache<T> = {
  get(key: string): Entry<T> | undefined;
  set(key: string, value: T, generation: string): void;
};

/**
 * Results of recent searches, each with the `job_search_generation` it was read at (drizzle/0006):
 * the number moves whenever any writer, on any server, changes a searchable job, so an entry is
 * used only while the database still shows its number. Least recently used entries go first;
 * `maxAgeMs` keeps date-bound results (posted today, this week) from living on.
 */
export function createGenerationCache<T>({
  maxEntries = 10_000,
  maxAgeMs = 10 * 60_000,
  now = Date.now,
}: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}): GenerationCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > maxAgeMs) return undefined;
      entries.set(key, entry); // most recently used last
      return entry;
    },
    set(key, value, generation) {
      entries.delete(key);
      entries.set(key, { value, generation, storedAt: now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

/**
 * What a search keeps: totals (per country: see `searchStatements`), the costly half of a cold
 * search; the ids of recently shown pages, so that a popular search costs one read of the page's
 * summaries (with the generation) instead of a walk of the search indexes; and per country the
 * newest matches of a filter, so that any combination of countries newest first is merged from
 * them (a word times one to three of 20 countries makes over 30,000 searches from 500 lists).
 */
export type SearchCache = {
  counts: GenerationCache<number>;
  pages: GenerationCache<number[]>;
  newest: GenerationCache<NewestList>;
};

// One per database: tests run several apps, each on its own database, in one process.
const caches = new WeakMap<pg.Pool, SearchCache>();

export function searchCacheFor(pool: pg.Pool): SearchCache {
  let cache = caches.get(pool);
  if (!cache) {
    cache = {
      counts: createGenerationCache(),
      pages: createGenerationCache(),
      newest: createGenerationCache(),
    };
    caches.set(pool, cache);
  }
  return cache;
}

export const GENERATION_SQL = 'SELECT generation::text FROM job_search_generation';

/** The search generation alone (for an answer known to hold no rows). */
export async function readGeneration(pool: pg.Pool): Promise<string | undefined> {
  const { rows } = await pool.query<{ generation: string }>(`${GENERATION_SQL} AS generation`);
  return rows[0]?.generation;
}
