import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  AdminContactSubject,
  AdminContentItem,
  AdminFaqGroup,
  AdminFaqItem,
  SaveContactSubject,
  SaveContentItem,
  SaveFaqGroup,
  SaveFaqItem,
} from '#shared/schemas/cms.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import {
  contactSubjects,
  contentItems,
  faqGroups,
  faqItems,
  terms,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit, type AuditEntry } from '../../infra/audit.ts';
import { sanitizeRichText } from '../../infra/sanitize-html.ts';
import { normaliseList } from './content-list.ts';

type Actor = { userId: number; request: FastifyRequest };
type Entry = Omit<AuditEntry, 'actorUserId'>;

/** Runs a staff write and its audit row (built from the write's result) in one transaction. */
function audited<T>(
  db: Database,
  actor: Actor,
  write: (tx: Transaction) => Promise<T>,
  entry: (result: T) => Entry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await audit(tx, { actorUserId: actor.userId, ...entry(result) }, actor.request);
    return result;
  });
}

/** The row an insert returned (it always returns one). */
function insertedRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

/** The row a write returned, or the 404 of a missing one. */
function found<T>(row: T | undefined, missing: string): T {
  if (!row) throw notFound(missing);
  return row;
}
type ContentRow = typeof contentItems.$inferSelect;

function toAdminItem(row: ContentRow): AdminContentItem {
  return {
    id: row.id,
    pagePath: row.pagePath,
    tagGroup: row.tagGroup,
    tag: row.tag,
    language: row.language as 'en' | 'tr',
    htmlContent: row.htmlContent,
    listContent: normaliseList(row.listContent),
    filePath: row.filePath,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listContent(
  db: Queryable,
  filter: { pagePath?: string; tagGroup?: string; lang?: 'en' | 'tr' },
) {
  const where = and(
    filter.pagePath === undefined ? undefined : eq(contentItems.pagePath, filter.pagePath),
    filter.tagGroup === undefined ? undefined : eq(contentItems.tagGroup, filter.tagGroup),
    filter.lang === undefined ? undefined : eq(contentItems.language, filter.lang),
  );
  const rows = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(
      asc(contentItems.pagePath),
      asc(contentItems.tagGroup),
      asc(contentItems.tag),
      asc(contentItems.language),
    );
  const pages = await db
    .selectDistinct({ pagePath: contentItems.pagePath, tagGroup: contentItems.tagGroup })
    .from(contentItems)
    .orderBy(asc(contentItems.pagePath), asc(contentItems.tagGroup));
  return { items: rows.map(toAdminItem), pages };
}

/** Creates or replaces the item of one key (page path, tag group, tag, language); HTML sanitised. */
export async function saveContentItem(db: Database, input: SaveContentItem, actor: Actor) {
  const values = {
    pagePath: input.pagePath,
    tagGroup: input.tagGroup,
    tag: input.tag,
    language: input.language,
    htmlContent: input.htmlContent === null ? null : sanitizeRichText(input.htmlContent),
    listContent: normaliseList(input.listContent),
    filePath: input.filePath || null,
    updatedByUserId: actor.userId,
    updatedAt: new Date(),
  };
  const row = await audited(
    db,
    actor,
    async (tx) => {
      return insertedRow(
        await tx
          .insert(contentItems)
          .values(values)
          .onConflictDoUpdate({
            target: [
              contentItems.pagePath,
              contentItems.tagGroup,
              contentItems.tag,
              contentItems.language,
            ],
            set: {
              htmlContent: values.htmlContent,
              listContent: values.listContent,
              filePath: values.filePath,
              updatedByUserId: values.updatedByUserId,
              updatedAt: values.updatedAt,
            },
          })
          .returning(),
        'content',
      );
    },
    (saved) => ({
      action: 'cms.content.save',
      entity: 'content_item',
      entityId: saved.id,
      data: contentKey(saved),
    }),
  );
  return toAdminItem(row);
}

const contentKey = (row: ContentRow) => ({
  pagePath: row.pagePath,
  tagGroup: row.tagGroup,
  tag: row.tag,
  language: row.language,
});

export async function deleteContentItem(db: Database, id: number, actor: Actor) {
  await audited(
    db,
    actor,
    async (tx) =>
      found(
        (await tx.delete(contentItems).where(eq(contentItems.id, id)).returning())[0],
        'Content item not found',
      ),
    (row) => ({
      action: 'cms.content.delete',
      entity: 'content_item',
      entityId: id,
      data: { ...contentKey(row), htmlContent: row.htmlContent },
    }),
  );
}

/* ---------- FAQ ---------- */

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

/* ---------- terms ---------- */

export async function listTerms(db: Queryable) {
  const rows = await db.select().from(terms).orderBy(asc(terms.termTypeId), asc(terms.language));
  return rows.map((row) => ({
    termTypeId: row.termTypeId,
    language: row.language as 'en' | 'tr',
    htmlBody: row.htmlBody,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function saveTerms(
  db: Database,
  termTypeId: number,
  language: 'en' | 'tr',
  html: string,
  actor: Actor,
) {
  const htmlBody = sanitizeRichText(html);
  if (!htmlBody.trim()) throw badRequest('The text is empty once unsafe markup is removed');
  await audited(
    db,
    actor,
    async (tx) => {
      const [before] = await tx
        .select()
        .from(terms)
        .where(and(eq(terms.termTypeId, termTypeId), eq(terms.language, language)));
      await tx
        .insert(terms)
        .values({ termTypeId, language, htmlBody })
        .onConflictDoUpdate({
          target: [terms.termTypeId, terms.language],
          set: { htmlBody, updatedAt: new Date() },
        });
      return before;
    },
    (before) => ({
      action: 'cms.terms.save',
      entity: 'terms',
      entityId: `${termTypeId}:${language}`,
      data: { previousLength: before?.htmlBody.length ?? null },
    }),
  );
}

/* ---------- contact subjects ---------- */

export async function listContactSubjects(db: Queryable): Promise<AdminContactSubject[]> {
  return db
    .select()
    .from(contactSubjects)
    .orderBy(asc(contactSubjects.sortOrder), asc(contactSubjects.id));
}

export async function createContactSubject(db: Database, input: SaveContactSubject, actor: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      // Lookup ids are plain integers (not identities): the next one is taken under a lock.
      await tx.execute(sql`lock table contact_subjects in share row exclusive mode`);
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${contactSubjects.id}), 0)::int + 1` })
        .from(contactSubjects);
      return insertedRow(
        await tx
          .insert(contactSubjects)
          .values({
            id: next,
            code: `subject_${next}`,
            nameEn: input.nameEn,
            nameTr: input.nameTr,
            sortOrder: input.sortOrder ?? next,
            active: input.active ?? true,
          })
          .returning(),
        'contact subject',
      );
    },
    (row) => ({
      action: 'cms.contact_subject.create',
      entity: 'contact_subject',
      entityId: row.id,
      data: { nameEn: row.nameEn },
    }),
  );
}

export async function updateContactSubject(
  db: Database,
  id: number,
  input: SaveContactSubject,
  actor: Actor,
) {
  return audited(
    db,
    actor,
    async (tx) =>
      found(
        (
          await tx
            .update(contactSubjects)
            .set({
              nameEn: input.nameEn,
              nameTr: input.nameTr,
              sortOrder: input.sortOrder ?? 0,
              active: input.active ?? true,
            })
            .where(eq(contactSubjects.id, id))
            .returning()
        )[0],
        'Contact subject not found',
      ),
    (row) => ({
      action: 'cms.contact_subject.update',
      entity: 'contact_subject',
      entityId: id,
      data: { nameEn: row.nameEn, active: row.active },
    }),
  );
}
