import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { guardedClientClass } from './guarded-client.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: queries accept either. */
export type Queryable = Database | Transaction;

// Return bigint columns (counts, sums) as numbers; amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How long a request may wait on the database before it is answered 503 (milliseconds, 0 = no limit). */
export type DatabaseTimeouts = {
  /** Opening a connection, or waiting for a free one in a full pool. */
  connectMs: number;
  /** Longest statement; the server cancels it (57014). */
  statementMs: number;
  /** A server that answers nothing for this long (stopped, unreachable) loses the connection. */
  silenceMs: number;
  /** A transaction left idle this long is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  silenceMs: 20_000,
  idleInTransactionMs: 30_000,
};

/** Migrations and seeding may hold a lock or build an index for long: only the connect bound. */
export const SETUP_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 0,
  silenceMs: 0,
  idleInTransactionMs: 0,
};

export function createPool(
  connectionString: string,
  max: number,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
) {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.connectMs,
    // Notices a peer that vanished without closing the connection (host down, network cut).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(timeouts.statementMs > 0 && { statement_timeout: timeouts.statementMs }),
    ...(timeouts.idleInTransactionMs > 0 && {
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    }),
    Client: guardedClientClass(timeouts.silenceMs),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
