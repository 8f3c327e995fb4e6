/**
 * localStorage under one app namespace (`rm.<key>`). An entry remembers when it was written and how
 * long it lives; an expired or unreadable entry is removed and read as absent.
 */
const NAMESPACE = 'rm.';

type Entry = { value: unknown; savedAt: number; durationMs: number | null };

export function cacheKey(key: string): string {
  return NAMESPACE + key;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as an empty cache
  }
}

export function readCache(key: string): unknown {
  const store = storage();
  const raw = store?.getItem(cacheKey(key));
  if (raw == null) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (entry.durationMs !== null && Date.now() - entry.savedAt > entry.durationMs) {
      store?.removeItem(cacheKey(key));
      return undefined;
    }
    return entry.value;
  } catch {
    store?.removeItem(cacheKey(key));
    return undefined;
  }
}

/** An entry as stored: the value, when it was written and how long it lives. */
export function cacheEntryText(value: unknown, durationMs: number | null = null): string {
  const entry: Entry = { value, savedAt: Date.now(), durationMs };
  return JSON.stringify(entry);
}

/** `durationMs` null keeps the entry until removed (the spec's default, "effectively unlimited"). */
export function writeCache(key: string, value: unknown, durationMs: number | null = null): void {
  try {
    storage()?.setItem(cacheKey(key), cacheEntryText(value, durationMs));
  } catch {
    // quota exceeded or storage disabled: the cache is an optimisation only
  }
}

export function removeCache(key: string): void {
  storage()?.removeItem(cacheKey(key));
}
