import type pg from 'pg';

/** The text of every statement `pool` runs while `during` runs. */
export async function statementsDuring(pool: pg.Pool, during: () => Promise<unknown>) {
  const texts: string[] = [];
  const target = pool as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    target.query = original;
  }
  return texts;
}
