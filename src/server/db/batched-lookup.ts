/**
 * Lookups asked in the same turn of the event loop, answered by one statement: under load the
 * requests that arrive together share a round trip to the database instead of one each. The
 * statement is run once the turn's callbacks have run (`setImmediate`), so a lone request waits
 * for nothing. `run` answers each key's value in the keys' order (undefined when it has none); an
 * error of the statement fails every lookup of its batch.
 */
export function batchedLookup<K, V>(
  run: (keys: K[]) => Promise<(V | undefined)[]>,
  maxBatch = 200,
): (key: K) => Promise<V | undefined> {
  type Waiting = {
    key: K;
    resolve: (value: V | undefined) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];
  let scheduled = false;

  function runBatch(batch: Waiting[]) {
    // A statement that throws before its promise exists fails its batch as a rejection would.
    new Promise<(V | undefined)[]>((resolve) => resolve(run(batch.map((entry) => entry.key)))).then(
      (values) => batch.forEach((entry, index) => entry.resolve(values[index])),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }

  function flush() {
    scheduled = false;
    const all = waiting;
    waiting = [];
    for (let start = 0; start < all.length; start += maxBatch)
      runBatch(all.slice(start, start + maxBatch));
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/** A batch's rows grouped by the key each belongs to, each group in the rows' order. */
export function rowsByKey<K, R>(rows: R[], keyOf: (row: R) => K): Map<K, R[]> {
  const grouped = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const own = grouped.get(key);
    if (own) own.push(row);
    else grouped.set(key, [row]);
  }
  return grouped;
}
