import {
  Column,
  DrizzleQueryError,
  Param,
  Placeholder,
  SQL,
  Subquery,
  getTableName,
  is,
  noopDecoder,
} from 'drizzle-orm';

type Values = Record<string, unknown>;
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What drizzle's node-postgres prepared query holds (internal members, pinned by the tests). */
type DrizzlePrepared<R> = {
  execute(values?: Values): Promise<R>;
  fields?: { path: string[]; field: unknown }[];
  params: unknown[];
  queryConfig: { text: string };
  client: { query(config: unknown, params: unknown[]): Promise<{ rows: unknown[][] }> };
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
};

export type PreparedRows<R> = { execute(values?: Values): Promise<R> };

// `decoder` is internal to drizzle's SQL: the same choice as its mapResultRow.
type Decoded = { decoder: Decoder };
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * A decoder that gives the driver's value back as it is (text, boolean, an `sql` without
 * `mapWith`): not called per field. A column of an aliased table or subquery is a proxy, whose
 * every property read goes through a trap.
 */
function passesThrough(decoder: Decoder): boolean {
  const map = decoder.mapFromDriverValue;
  return map === Column.prototype.mapFromDriverValue || map === noopDecoder.mapFromDriverValue;
}

/** Turns the statement's parameters into values once placeholders are known: built once. */
function parameterFiller(params: unknown[]): (values: Values) => unknown[] {
  const slots = params.map((param) => {
    if (is(param, Placeholder)) return { name: param.name, encode: (value: unknown) => value };
    if (is(param, Param) && is(param.value, Placeholder)) {
      const encoder = param.encoder as { mapToDriverValue(value: unknown): unknown };
      return {
        name: param.value.name,
        encode: (value: unknown) => encoder.mapToDriverValue(value),
      };
    }
    return { constant: param };
  });
  return (values) =>
    slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      if (!(slot.name in values))
        throw new Error(`No value for placeholder "${slot.name}" was provided`);
      return slot.encode(values[slot.name]);
    });
}

/**
 * Maps a row as drizzle's `mapResultRow` does (nested paths; an object of a left-joined table
 * whose columns are all null becomes null), with every decision taken once instead of per field
 * of every row.
 */
function rowMapper(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      path,
      // null: the driver's value is kept as it is.
      decoder: passesThrough(decoder) ? null : decoder,
      // The nested object a left-joined table's column belongs to, and that table.
      nullable:
        joinsNotNullableMap && is(field, Column) && path.length === 2
          ? { object: path[0] as string, table: getTableName(field.table) }
          : null,
    };
  });
  const flat = columns.every((column) => column.path.length === 1 && !column.nullable);
  if (flat) {
    const keys = columns.map((column) => column.path[0] as string);
    const decoders = columns.map((column) => column.decoder);
    return (row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) {
        const raw = row[index];
        const decoder = decoders[index];
        result[keys[index] as string] =
          raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw);
      }
      return result;
    };
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    columns.forEach(({ path, decoder, nullable }, index) => {
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const chunk = path[depth] as string;
        node = (node[chunk] ??= {}) as Record<string, unknown>;
      }
      const raw = row[index];
      const value = (node[path[path.length - 1] as string] =
        raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw));
      if (!nullable) return;
      const seen = nullify[nullable.object];
      if (seen === undefined) nullify[nullable.object] = value === null ? nullable.table : false;
      else if (typeof seen === 'string' && seen !== nullable.table)
        nullify[nullable.object] = false;
    });
    for (const [object, table] of Object.entries(nullify))
      if (typeof table === 'string' && !joinsNotNullableMap?.[table]) result[object] = null;
    return result;
  };
}

/**
 * `query.prepare(name)`, answering the same rows, mapped by a mapper built once. Drizzle maps
 * each field of each row through a generic walk (entity checks, path iterators): on the bell's
 * ten rows that was about a sixth of the server's CPU per call, measured in one process
 * alternating both. A selection drizzle answers with a mapper of its own keeps drizzle's path.
 */
export function prepareRows<R>(
  query: { prepare(name: string): { execute(values?: Values): Promise<R> } },
  name: string,
): PreparedRows<R> {
  const prepared = query.prepare(name) as unknown as DrizzlePrepared<R>;
  const { fields, params, queryConfig, client, joinsNotNullableMap } = prepared;
  if (!fields || prepared.customResultMapper) return prepared;
  const fill = parameterFiller(params);
  const map = rowMapper(fields, joinsNotNullableMap);
  return {
    async execute(values = {}) {
      const filled = fill(values);
      let result: { rows: unknown[][] };
      try {
        result = await client.query(queryConfig, filled);
      } catch (error) {
        throw new DrizzleQueryError(queryConfig.text, filled, error as Error);
      }
      return result.rows.map(map) as R;
    },
  };
}
