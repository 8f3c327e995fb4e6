import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { WriteContext } from './resource.ts';
import { deleteUnused } from './sql.ts';

type Target = {
  table: PgTable;
  id: PgColumn;
  /** The audit row's entity: the table name. */
  entity: string;
};

/**
 * The tables have an `active` flag. The writes every staff table shares: a change plus its audit row in one transaction answering
 * the row as it is afterwards, the active flag, and delete-unless-referenced.
 */
export function tableWrites<Item>(
  target: Target,
  byId: (db: Queryable, id: number) => Promise<Item>,
) {
  const { table, id: idColumn, entity } = target;
  const auditRow = (ctx: WriteContext, tx: Queryable, action: string, id: number, data?: object) =>
    audit(
      tx,
      {
        actorUserId: ctx.auth.userId,
        action: `lookup.${action}`,
        entity,
        entityId: id,
        data: data as Record<string, unknown> | undefined,
      },
      ctx.request,
    );

  /** Runs the change, audits it and answers the row. */
  const write = (
    ctx: WriteContext,
    action: string,
    id: number,
    change: (tx: Queryable) => Promise<unknown>,
    data?: object,
  ) =>
    ctx.db.transaction(async (tx) => {
      await change(tx);
      await auditRow(ctx, tx, action, id, data);
      return byId(tx, id);
    });

  /** Updates one row's columns; 404 when there is no such row. */
  const updateRow = async (tx: Queryable, id: number, values: Record<string, unknown>) => {
    const updated = await tx
      .update(table)
      .set(values as never)
      .where(eq(idColumn, id) as SQL)
      .returning({ id: idColumn });
    if (updated.length === 0) throw notFound();
  };

  return {
    auditRow,
    write,
    updateRow,
    setActive: (ctx: WriteContext, id: number, active: boolean) =>
      write(ctx, active ? 'activate' : 'deactivate', id, (tx) => updateRow(tx, id, { active })),
    remove: (ctx: WriteContext, id: number) =>
      deleteUnused(
        ctx.db,
        (tx) => tx.delete(table).where(eq(idColumn, id)).returning({ id: idColumn }),
        (tx) => auditRow(ctx, tx, 'delete', id),
      ),
  };
}
