import pg from 'pg';
import { DatabaseTimeoutError } from './database-errors.ts';

type Connection = {
  on: (event: 'message', listener: () => void) => void;
  stream: { destroy: (error?: Error) => void };
};

/**
 * A pg client that survives its server dying or freezing.
 * - It always has an `error` listener: pg-pool drops its own listener while a request holds the
 *   client (a transaction), and a connection lost then (57P01, ECONNRESET) would otherwise be an
 *   unhandled 'error' event that kills the process. The failure still reaches the query.
 * - A watchdog closes the connection when the server stays silent for `silenceMs` while a query
 *   waits (a stopped or unreachable server answers nothing, so its statement_timeout never fires).
 *   Closing fails the waiting queries at once and the pool replaces the client; pg's own
 *   query_timeout would leave the connection busy, and a transaction's ROLLBACK would wait again.
 */
export function guardedClientClass(silenceMs: number) {
  class GuardedClient extends pg.Client {
    private watchdog: ReturnType<typeof setTimeout> | undefined;
    private listening = false;

    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on('error', () => {});
      this.on('drain', () => this.disarm());
      this.on('end', () => this.disarm());
    }

    private get link(): Connection {
      return (this as unknown as { connection: Connection }).connection;
    }

    /** Starts (or restarts on any answer) the silence timer. */
    arm() {
      if (silenceMs <= 0) return;
      if (!this.listening) {
        this.listening = true;
        this.link.on('message', () => this.watchdog?.refresh());
      }
      clearTimeout(this.watchdog);
      this.watchdog = setTimeout(() => {
        this.watchdog = undefined;
        this.link.stream.destroy(
          new DatabaseTimeoutError(`The database did not answer within ${silenceMs} ms`),
        );
      }, silenceMs);
      this.watchdog.unref();
    }

    disarm() {
      clearTimeout(this.watchdog);
      this.watchdog = undefined;
    }
  }

  const query = pg.Client.prototype.query;
  // One forwarding implementation for every overload of pg's query().
  GuardedClient.prototype.query = function (this: GuardedClient, ...args: unknown[]) {
    this.arm();
    return Reflect.apply(query, this, args) as unknown;
  } as pg.Client['query'];

  return GuardedClient;
}
