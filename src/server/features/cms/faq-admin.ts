/** Staff editing of FAQ groups and their questions, with their order. */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminFaqGroup,
  AdminFaqItem,
  SaveFaqGroup,
  SaveFaqItem,
} from '#shared/schemas/cms.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { faqGroups, faqItems } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../infra/sanitize-html.ts';
import { audited, insertedRow, found, type Actor } from './admin-write.ts';

export async function listFaqGroups(db: Queryable, lang: 'en' | 'tr'): Promise<AdminFaqGroup[]> {
  return db
    .select({
      id: faqGroups.id,
      definition: faqGroups.definition,
      orderId: faqGroups.orderId,
      language: sql<'en' | 'tr'>`${faqGroups.language}`,
      active: faqGroups.active,
      itemCount: sql<number>`(select count(*)::int from faq_items i where i.group_id = faq_groups.id and i.active)`,
    })
    .from(faqGroups)
    .where(eq(faqGroups.language, lang))
    .orderBy(asc(faqGroups.orderId), asc(faqGroups.id));
}

type FaqTable = typeof faqGroups | typeof faqItems;

/** The order id after the last one of a list (1 for an empty list). */
async function nextOrderId(tx: Queryable, table: FaqTable, where: SQL) {
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${table.orderId}), 0)::int + 1` })
    .from(table)
    .where(where);
  return next;
}

export async function createFaqGroup(db: Database, input: SaveFaqGroup, actor: Actor) {
  const row = await audited(
    db,
    actor,
    async (tx) => {
      const orderId = await nextOrderId(tx, faqGroups, eq(faqGroups.language, input.language));
      return insertedRow(
        await tx
          .insert(faqGroups)
          .values({
            language: input.language,
            definition: input.definition,
            active: input.active ?? true,
            orderId,
          })
          .returning(),
        'faq group',
      );
    },
    (created) => ({
      action: 'cms.faq_group.create',
      entity: 'faq_group',
      entityId: created.id,
      data: { definition: created.definition },
    }),
  );
  return row.id;
}

export async function updateFaqGroup(db: Database, id: number, input: SaveFaqGroup, actor: Actor) {
  await audited(
    db,
    actor,
    async (tx) =>
      found(
        (
          await tx
            .update(faqGroups)
            .set({
              language: input.language,
              definition: input.definition,
              active: input.active ?? true,
              updatedAt: new Date(),
            })
            .where(eq(faqGroups.id, id))
            .returning()
        )[0],
        'FAQ group not found',
      ),
    (row) => ({
      action: 'cms.faq_group.update',
      entity: 'faq_group',
      entityId: id,
      data: { definition: row.definition, active: row.active },
    }),
  );
}

/** FAQ groups and questions are only deactivated: they stay for the record. */
async function deactivate(
  db: Database,
  table: FaqTable,
  id: number,
  actor: Actor,
  names: { entity: 'faq_group' | 'faq_item'; missing: string },
) {
  await audited(
    db,
    actor,
    async (tx) =>
      found(
        (
          await tx
            .update(table)
            .set({ active: false, updatedAt: new Date() })
            .where(eq(table.id, id))
            .returning({ id: table.id })
        )[0],
        names.missing,
      ),
    () => ({ action: `cms.${names.entity}.deactivate`, entity: names.entity, entityId: id }),
  );
}

export async function deactivateFaqGroup(db: Database, id: number, actor: Actor) {
  await deactivate(db, faqGroups, id, actor, {
    entity: 'faq_group',
    missing: 'FAQ group not found',
  });
}

/**
 * Gives the listed entries order ids 1, 2, ...; the list must name every entry of `where` once.
 * Runs in the caller's transaction.
 */
async function applyOrder(tx: Queryable, table: FaqTable, where: SQL, ids: number[]) {
  const rows = await tx.select({ id: table.id }).from(table).where(where);
  const known = new Set(rows.map((row) => row.id));
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== known.size ||
    ids.some((id) => !known.has(id))
  ) {
    throw badRequest('The order must list every entry of the list exactly once');
  }
  for (const [index, id] of ids.entries()) {
    await tx
      .update(table)
      .set({ orderId: index + 1, updatedAt: new Date() })
      .where(eq(table.id, id));
  }
}

export async function reorderFaqGroups(
  db: Database,
  lang: 'en' | 'tr',
  ids: number[],
  actor: Actor,
) {
  await audited(
    db,
    actor,
    (tx) => applyOrder(tx, faqGroups, eq(faqGroups.language, lang), ids),
    () => ({ action: 'cms.faq_group.reorder', entity: 'faq_group', data: { lang, ids } }),
  );
}

function toAdminFaqItem(row: typeof faqItems.$inferSelect): AdminFaqItem {
  return {
    id: row.id,
    groupId: row.groupId,
    question: row.question,
    answer: row.answerHtml,
    orderId: row.orderId,
    active: row.active,
  };
}

export async function listFaqItems(db: Queryable, groupId: number) {
  const rows = await db
    .select()
    .from(faqItems)
    .where(eq(faqItems.groupId, groupId))
    .orderBy(asc(faqItems.orderId), asc(faqItems.id));
  return rows.map(toAdminFaqItem);
}

async function assertGroup(db: Queryable, groupId: number) {
  const [group] = await db
    .select({ id: faqGroups.id })
    .from(faqGroups)
    .where(eq(faqGroups.id, groupId));
  if (!group) throw notFound('FAQ group not found');
}

export async function createFaqItem(db: Database, input: SaveFaqItem, actor: Actor) {
  const row = await audited(
    db,
    actor,
    async (tx) => {
      await assertGroup(tx, input.groupId);
      const orderId = await nextOrderId(tx, faqItems, eq(faqItems.groupId, input.groupId));
      return insertedRow(
        await tx
          .insert(faqItems)
          .values({
            groupId: input.groupId,
            question: input.question,
            answerHtml: sanitizeRichText(input.answer),
            active: input.active ?? true,
            orderId,
          })
          .returning(),
        'faq item',
      );
    },
    (created) => ({
      action: 'cms.faq_item.create',
      entity: 'faq_item',
      entityId: created.id,
      data: { groupId: created.groupId },
    }),
  );
  return toAdminFaqItem(row);
}

export async function updateFaqItem(db: Database, id: number, input: SaveFaqItem, actor: Actor) {
  const { row } = await audited(
    db,
    actor,
    async (tx) => {
      await assertGroup(tx, input.groupId);
      const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, id));
      if (!before) throw notFound('FAQ item not found');
      const [updated] = await tx
        .update(faqItems)
        .set({
          groupId: input.groupId,
          question: input.question,
          answerHtml: sanitizeRichText(input.answer),
          active: input.active ?? true,
          updatedAt: new Date(),
        })
        .where(eq(faqItems.id, id))
        .returning();
      return { before, row: found(updated, 'FAQ item not found') };
    },
    ({ before }) => ({
      action: 'cms.faq_item.update',
      entity: 'faq_item',
      entityId: id,
      data: {
        before: { question: before.question, answer: before.answerHtml, active: before.active },
      },
    }),
  );
  return toAdminFaqItem(row);
}

export async function deactivateFaqItem(db: Database, id: number, actor: Actor) {
  await deactivate(db, faqItems, id, actor, {
    entity: 'faq_item',
    missing: 'FAQ item not found',
  });
}

export async function reorderFaqItems(db: Database, groupId: number, ids: number[], actor: Actor) {
  await audited(
    db,
    actor,
    async (tx) => {
      await assertGroup(tx, groupId);
      await applyOrder(tx, faqItems, eq(faqItems.groupId, groupId), ids);
    },
    () => ({
      action: 'cms.faq_item.reorder',
      entity: 'faq_group',
      entityId: groupId,
      data: { ids },
    }),
  );
}
