import { Column, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { ListLimited } from './list-resource.ts';

/**
 * Rows read per FETCH. A batch's rows arrive over several socket reads, so young collections
 * find them alive and move them to the old generation, freed only by a full collection: with
 * 1,000 (or 200) a 100,000-row export left 55 MB of garbage each time; with 50 it stays flat after
 * the first (with V8's pretenuring off: src/server/start/gc-flags.ts), for the same total time.
 */
export const CURSOR_BATCH = 50;

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; decoder: Decoder | undefined };

/** The selected fields in select order, each with what turns the driver's value into the row's. */
function fieldsOf(selection: object, path: string[] = []): Field[] {
  return Object.entries(selection).flatMap(([name, field]: [string, unknown]): Field[] => {
    const at = [...path, name];
    if (is(field, Column)) return [{ path: at, decoder: field }];
    if (is(field, SQL)) return [{ path: at, decoder: (field as { decoder?: Decoder }).decoder }];
    if (is(field, SQL.Aliased)) {
      const inner = (field as unknown as { sql: { decoder?: Decoder } }).sql;
      return [{ path: at, decoder: inner.decoder }];
    }
    return field && typeof field === 'object' ? fieldsOf(field, at) : [];
  });
}

function decodeRow(fields: Field[], values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    let node = row;
    field.path.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    const value = values[index] ?? null;
    node[field.path.at(-1) as string] =
      value === null || !field.decoder ? value : field.decoder.mapFromDriverValue(value);
  });
  return row;
}

// Dates and times reach the columns' decoders as text, as Drizzle's own node-postgres session
// hands them over (its decoders parse them); every other type as pg parses it.
const RAW_TYPES = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const types = {
  getTypeParser: (oid: number, format?: string) =>
    RAW_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

/** Rows of a list as they are read: `next` gives the following ones, none at the end. */
export type ListCursor<Row> = {
  next(): Promise<Row[]>;
  /** Ends the read early (a closed download); nothing once the rows have run out. */
  close(): void;
};

/**
 * A list's rows through a server-side cursor, `CURSOR_BATCH` at a time, in one read-only
 * transaction on a connection of its own: memory stays flat whatever the number of rows, and
 * the first rows are ready once the first FETCH is. The first batch is read before this
 * resolves, so a failing query fails before anything is sent. The connection goes back to the
 * pool when the rows run out; closed early or failed, it is dropped, which ends the transaction.
 */
export async function openListCursor<Row>(
  pool: pg.Pool,
  select: ListLimited<Row>,
): Promise<ListCursor<Row>> {
  const fields = fieldsOf(select._.selectedFields);
  const { sql: text, params } = select.toSQL();
  const client = await pool.connect();
  let released = false;
  const release = (drop: boolean) => {
    if (released) return;
    released = true;
    client.release(drop || undefined);
  };
  const fetch = async () =>
    (
      await client.query<unknown[]>({
        text: `fetch forward ${CURSOR_BATCH} from list_export`,
        rowMode: 'array',
        types,
      })
    ).rows.map((values) => decodeRow(fields, values) as Row);
  let pending: Row[] | undefined;
  try {
    // A reader slower than the idle limit (30 s) must not lose the download half-way.
    await client.query(`begin read only; set local idle_in_transaction_session_timeout = '10min'`);
    await client.query(`declare list_export no scroll cursor for ${text}`, params);
    pending = await fetch();
  } catch (error) {
    release(true);
    throw error;
  }
  return {
    async next() {
      if (released) return [];
      try {
        const batch = pending ?? (await fetch());
        pending = undefined;
        if (batch.length < CURSOR_BATCH) {
          await client.query('commit');
          release(false);
        }
        return batch;
      } catch (error) {
        release(true);
        throw error;
      }
    },
    close: () => release(true),
  };
}
