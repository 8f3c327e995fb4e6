import type { FastifyReply } from 'fastify';
import { toCsv } from '#shared/format/csv.ts';

type Cell = string | number | null;

/** Sends rows as a CSV download. A string body with a non-JSON type is sent as it is. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(`\uFEFF${toCsv([header, ...rows])}\r\n`);
}
