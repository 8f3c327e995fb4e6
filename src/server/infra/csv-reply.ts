import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { toCsv } from '#shared/format/csv.ts';
import { createHeapGuard } from './heap-guard.ts';

type Cell = string | number | null;
type Rows = readonly (readonly Cell[])[];

const download = (reply: FastifyReply, fileName: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');

/** Sends rows as a CSV download. A string body with a non-JSON type is sent as it is. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: Rows,
) {
  return download(reply, fileName).send(`\uFEFF${toCsv([header, ...rows])}\r\n`);
}

/** Rows arriving in batches: `next` gives the following ones, none at the end. */
export type CsvRowSource = { next(): Promise<Rows>; close(): void };

/**
 * Sends a CSV download while its rows are read, batch by batch as the client takes them: the
 * same bytes as `sendCsv`, in constant memory (the heap guard collects what a first export's
 * unoptimised row parsing leaves). A download closed early closes the source.
 */
export function sendCsvStream(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: CsvRowSource,
) {
  let started = false;
  const heap = createHeapGuard();
  const body = new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(`\uFEFF${toCsv([header])}`);
        return;
      }
      rows.next().then(
        (batch) => {
          heap.check();
          if (batch.length > 0) this.push(`\r\n${toCsv(batch)}`);
          else {
            this.push('\r\n');
            this.push(null);
          }
        },
        (error: Error) => this.destroy(error),
      );
    },
    destroy(error, callback) {
      rows.close();
      callback(error);
    },
  });
  return download(reply, fileName).send(body);
}
