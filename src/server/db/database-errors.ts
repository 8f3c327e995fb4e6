import pg from 'pg';

/** Raised by a connection whose server stopped answering (see guarded-client.ts). */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DB_NO_ANSWER';
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A health check answers within this bound even when the database hangs. */
export const HEALTH_TIMEOUT_MS = 2_000;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server is gone or cannot serve now, not that the request was wrong:
 * class 08 (connection), class 53 (resources: too many connections, disk full), admin or crash
 * shutdown, "cannot connect now" (starting up or recovering), statement and idle-transaction
 * timeouts.
 */
function isUnavailableState(code: string) {
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    ['57P01', '57P02', '57P03', '57014', '25P03'].includes(code)
  );
}

// pg and pg-pool report a lost or refused connection with plain Errors that carry no code.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
  /^Query read timeout/,
];

/** The error and its causes (drizzle wraps driver errors; net wraps refused dual-stack connects). */
function* chain(error: unknown, depth = 0): Generator<unknown> {
  if (depth > 5 || error === null || typeof error !== 'object') return;
  yield error;
  if (error instanceof AggregateError)
    for (const inner of error.errors) yield* chain(inner, depth + 1);
  if ('cause' in error) yield* chain(error.cause, depth + 1);
}

/** True when the failure is the database being unreachable, stopped or overloaded. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link instanceof DatabaseTimeoutError) return true;
    if (link instanceof pg.DatabaseError) {
      if (link.code && isUnavailableState(link.code)) return true;
      continue;
    }
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    const message = (link as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * True for SQLSTATE class 22 (data exception: bad text for a type, NUL byte, number out of range,
 * datetime overflow): a value the request carried that the schemas should have refused.
 */
export function isDataException(error: unknown): boolean {
  for (const link of chain(error))
    if (link instanceof pg.DatabaseError && link.code?.startsWith('22')) return true;
  return false;
}

/**
 * A foreign-key violation (23503): `missing` when the request named a row that does not exist
 * (an unknown country or industry id), `referenced` when it tried to remove a row others use.
 */
export function foreignKeyViolation(error: unknown): 'missing' | 'referenced' | null {
  for (const link of chain(error)) {
    if (link instanceof pg.DatabaseError && link.code === '23503')
      return link.detail?.includes('is still referenced') ? 'referenced' : 'missing';
  }
  return null;
}

/** A Postgres unique violation's constraint name, else null. */
export function uniqueViolation(error: unknown): string | null {
  const pgError = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = pgError as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unknown') : null;
}
