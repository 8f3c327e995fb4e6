import type pg from 'pg';

type Statement = { text: string; name: string | undefined };

async function queriesDuring(pool: pg.Pool, during: () => Promise<unknown>) {
  const statements: Statement[] = [];
  const target = pool as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    const config = first as { text?: string; name?: string };
    statements.push(
      typeof first === 'string'
        ? { text: first, name: undefined }
        : { text: String(config.text), name: config.name },
    );
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    target.query = original;
  }
  return statements;
}

/** The text of every statement `pool` runs while `during` runs. */
export async function statementsDuring(pool: pg.Pool, during: () => Promise<unknown>) {
  return (await queriesDuring(pool, during)).map((statement) => statement.text);
}

/** The name of every statement `pool` runs while `during` runs (undefined: not prepared). */
export async function statementNamesDuring(pool: pg.Pool, during: () => Promise<unknown>) {
  return (await queriesDuring(pool, during)).map((statement) => statement.name);
}
