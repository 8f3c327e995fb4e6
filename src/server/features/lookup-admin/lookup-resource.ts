import { and, asc, eq, getTableName, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOOKUP_ADMIN_FEATURES,
  lookupAdminCreateSchema,
  lookupAdminExportQuerySchema,
  lookupAdminItemSchema,
  lookupAdminPageSchema,
  lookupAdminQuerySchema,
  lookupAdminUpdateSchema,
  type LookupAdminItem,
  type LookupAdminQuery,
  type MoveDirection,
} from '#shared/schemas/lookup-admin.ts';
import type { Queryable } from '../../db/client.ts';
import type { jobTypes } from '../../db/schema/lookups.ts';
import { toSearchName } from '../../db/seed/search-name.ts';
import { notFound } from '../../http/errors.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import type { LookupDefinition } from './lookup-definitions.ts';
import type { AdminResource, WriteContext } from './resource.ts';
import { tableWrites } from './table-writes.ts';
import { activeMatch, lockTable, lookupConflict, uniqueOr } from './sql.ts';

type Create = z.output<typeof lookupAdminCreateSchema>;
type Update = z.output<typeof lookupAdminUpdateSchema>;

const DEFAULT_COLOR = '#64748b';
const SYSTEM_MESSAGE = 'The application relies on this entry; it cannot be deleted or deactivated.';

/** A code from the English name: 'Part-time job' becomes 'part_time_job'. */
export function codeFromName(name: string): string {
  const slug = toSearchName(name)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 56);
  return slug || 'entry';
}

/** The generic list, add, edit, (de)activate, order and delete of one simple lookup. */
export function lookupResource(def: LookupDefinition) {
  // The six tables share their columns; one of them stands for all in the query builder's types.
  const table = def.table as typeof jobTypes;
  const entity = getTableName(def.table);
  const features = LOOKUP_ADMIN_FEATURES[def.kind];
  const extras = def.table as {
    colorCode?: typeof table.code;
    requiresCv?: typeof table.sortOrder;
  };
  const columns = {
    id: table.id,
    code: table.code,
    nameEn: table.nameEn,
    nameTr: table.nameTr,
    sortOrder: table.sortOrder,
    active: table.active,
    colorCode: extras.colorCode ?? sql<string | null>`null`,
    requiresCv: extras.requiresCv ?? sql<number | null>`null`,
  };
  const sorts = {
    sortOrder: table.sortOrder,
    code: table.code,
    nameEn: sql`lower(${table.nameEn})`,
    nameTr: sql`lower(${table.nameTr})`,
    active: table.active,
  } as const;

  type Row = { [K in keyof typeof columns]: unknown } & { id: number };
  const toItem = (row: Row): LookupAdminItem => ({
    id: row.id,
    code: String(row.code),
    nameEn: String(row.nameEn),
    nameTr: String(row.nameTr),
    sortOrder: Number(row.sortOrder),
    active: Boolean(row.active),
    colorCode: features.color ? String(row.colorCode) : null,
    requiresCv: features.requiresCv ? Number(row.requiresCv) === 1 : null,
    system: def.systemIds.includes(row.id),
  });

  async function byId(db: Queryable, id: number): Promise<LookupAdminItem> {
    const [row] = await db.select(columns).from(table).where(eq(table.id, id));
    if (!row) throw notFound();
    return toItem(row);
  }
  const writes = tableWrites({ table, id: table.id, entity }, byId);

  /** The columns a form writes; the colour and the CV flag only where the table has them. */
  function writable(body: Update, creating: boolean) {
    const values: Record<string, unknown> = { nameEn: body.nameEn, nameTr: body.nameTr };
    if (features.color && (body.colorCode || creating))
      values.colorCode = body.colorCode ?? DEFAULT_COLOR;
    if (features.requiresCv && (body.requiresCv !== undefined || creating))
      values.requiresCv = body.requiresCv ? 1 : 0;
    return values as typeof table.$inferInsert;
  }

  async function freeCode(tx: Queryable, base: string): Promise<string> {
    const taken = new Set(
      (
        await tx
          .select({ code: table.code })
          .from(table)
          .where(like(table.code, `${base.replace(/_/g, '\\_')}%`))
      ).map((row) => row.code),
    );
    let code = base;
    for (let n = 2; taken.has(code); n += 1) code = `${base}_${n}`;
    return code;
  }

  function refuseSystem(id: number) {
    if (def.systemIds.includes(id)) throw lookupConflict('system_entry', SYSTEM_MESSAGE);
  }

  async function create(ctx: WriteContext, body: Create) {
    return uniqueOr(
      () =>
        ctx.db.transaction(async (tx) => {
          await lockTable(tx, entity);
          const code = body.code ? body.code : await freeCode(tx, codeFromName(body.nameEn));
          const [next] = await tx
            .select({
              id: sql<number>`coalesce(max(${table.id}), 0)::int + 1`,
              sortOrder: sql<number>`coalesce(max(${table.sortOrder}), 0)::int + 1`,
            })
            .from(table);
          const id = next?.id ?? 1;
          await tx
            .insert(table)
            .values({ ...writable(body, true), id, code, sortOrder: next?.sortOrder ?? 1 });
          await writes.auditRow(ctx, tx, 'create', id, { code });
          return byId(tx, id);
        }),
      'code_taken',
      'This code is already used by another entry.',
    );
  }

  async function move(ctx: WriteContext, id: number, direction: MoveDirection) {
    await writes.write(
      ctx,
      'move',
      id,
      async (tx) => {
        await lockTable(tx, entity);
        const ids = (
          await tx.select({ id: table.id }).from(table).orderBy(asc(table.sortOrder), asc(table.id))
        ).map((row) => row.id);
        const from = ids.indexOf(id);
        if (from < 0) throw notFound();
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to < 0 || to >= ids.length) return;
        [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
        // Renumber 1..n: the seed and older rows may share an order value.
        await tx.execute(sql`
        update ${table} set sort_order = o.position
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
        where ${table.id} = o.id and ${table.sortOrder} <> o.position`);
      },
      { direction },
    );
  }

  const resource: AdminResource<
    LookupAdminQuery,
    Row,
    typeof lookupAdminItemSchema,
    typeof lookupAdminCreateSchema,
    typeof lookupAdminUpdateSchema
  > = {
    segment: def.kind,
    menu: def.menu,
    schemas: {
      item: lookupAdminItemSchema,
      create: lookupAdminCreateSchema,
      update: lookupAdminUpdateSchema,
    },
    list: {
      schemas: {
        query: lookupAdminQuerySchema,
        exportQuery: lookupAdminExportQuerySchema,
        page: lookupAdminPageSchema,
      },
      select: (db) => db.select(columns).from(table),
      count: (db) => db.select({ value: sql<number>`count(*)::int` }).from(table),
      where: (query) =>
        and(
          activeMatch(query.status, table.active),
          textMatch(query.q, [table.code, table.nameEn, table.nameTr]),
        ),
      sorts: () => sorts,
      tieBreak: { column: table.id, order: 'asc' },
      toItem,
      csv: {
        fileName: `${def.kind}.csv`,
        header: () => [
          'ID',
          'Code',
          'Name (en)',
          'Name (tr)',
          'Order',
          'Active',
          ...(features.color ? ['Colour'] : []),
          ...(features.requiresCv ? ['Requires CV'] : []),
        ],
        row: (item) => [
          item.id,
          item.code,
          item.nameEn,
          item.nameTr,
          item.sortOrder,
          item.active ? 'yes' : 'no',
          ...(features.color ? [item.colorCode] : []),
          ...(features.requiresCv ? [item.requiresCv ? 'yes' : 'no'] : []),
        ],
      },
    },
    create,
    update: (ctx, id, body) =>
      writes.write(ctx, 'update', id, (tx) => writes.updateRow(tx, id, writable(body, false))),
    setActive: (ctx, id, active) => {
      if (!active) refuseSystem(id);
      return writes.setActive(ctx, id, active);
    },
    remove: async (ctx, id) => {
      refuseSystem(id);
      await writes.remove(ctx, id);
    },
    move,
  };
  return resource;
}
