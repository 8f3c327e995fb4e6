import { and, asc, eq, sql } from 'drizzle-orm';
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
import type { Database, Queryable } from '../../db/client.ts';
import {
  contactSubjects,
  contentItems,
  faqGroups,
  faqItems,
  terms,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audit } from '../../infra/audit.ts';
import { sanitizeRichText } from '../../infra/sanitize-html.ts';
import { normaliseList } from './content-list.ts';

type Actor = { userId: number; request: FastifyRequest };
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
  return db.transaction(async (tx) => {
    const [row] = await tx
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
      .returning();
    if (!row) throw new Error('content upsert returned nothing');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.content.save',
        entity: 'content_item',
        entityId: row.id,
        data: {
          pagePath: row.pagePath,
          tagGroup: row.tagGroup,
          tag: row.tag,
          language: row.language,
        },
      },
      actor.request,
    );
    return toAdminItem(row);
  });
}

export async function deleteContentItem(db: Database, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(contentItems).where(eq(contentItems.id, id)).returning();
    if (!row) throw notFound('Content item not found');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.content.delete',
        entity: 'content_item',
        entityId: id,
        data: {
          pagePath: row.pagePath,
          tagGroup: row.tagGroup,
          tag: row.tag,
          language: row.language,
          htmlContent: row.htmlContent,
        },
      },
      actor.request,
    );
  });
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

export async function createFaqGroup(db: Database, input: SaveFaqGroup, actor: Actor) {
  return db.transaction(async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${faqGroups.orderId}), 0)::int + 1` })
      .from(faqGroups)
      .where(eq(faqGroups.language, input.language));
    const [row] = await tx
      .insert(faqGroups)
      .values({
        language: input.language,
        definition: input.definition,
        active: input.active ?? true,
        orderId: next,
      })
      .returning();
    if (!row) throw new Error('faq group insert returned nothing');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_group.create',
        entity: 'faq_group',
        entityId: row.id,
        data: { definition: row.definition },
      },
      actor.request,
    );
    return row.id;
  });
}

export async function updateFaqGroup(db: Database, id: number, input: SaveFaqGroup, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqGroups)
      .set({
        language: input.language,
        definition: input.definition,
        active: input.active ?? true,
        updatedAt: new Date(),
      })
      .where(eq(faqGroups.id, id))
      .returning();
    if (!row) throw notFound('FAQ group not found');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_group.update',
        entity: 'faq_group',
        entityId: id,
        data: { definition: row.definition, active: row.active },
      },
      actor.request,
    );
  });
}

/** Groups are only deactivated: their questions stay for the record. */
export async function deactivateFaqGroup(db: Database, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqGroups)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(faqGroups.id, id))
      .returning();
    if (!row) throw notFound('FAQ group not found');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_group.deactivate',
        entity: 'faq_group',
        entityId: id,
      },
      actor.request,
    );
  });
}

async function applyOrder(tx: Queryable, table: typeof faqGroups | typeof faqItems, ids: number[]) {
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
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: faqGroups.id })
      .from(faqGroups)
      .where(eq(faqGroups.language, lang));
    assertSameSet(
      rows.map((row) => row.id),
      ids,
    );
    await applyOrder(tx, faqGroups, ids);
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_group.reorder',
        entity: 'faq_group',
        data: { lang, ids },
      },
      actor.request,
    );
  });
}

function assertSameSet(existing: number[], ids: number[]) {
  const known = new Set(existing);
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== known.size ||
    ids.some((id) => !known.has(id))
  ) {
    throw badRequest('The order must list every entry of the list exactly once');
  }
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
  return db.transaction(async (tx) => {
    await assertGroup(tx, input.groupId);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${faqItems.orderId}), 0)::int + 1` })
      .from(faqItems)
      .where(eq(faqItems.groupId, input.groupId));
    const [row] = await tx
      .insert(faqItems)
      .values({
        groupId: input.groupId,
        question: input.question,
        answerHtml: sanitizeRichText(input.answer),
        active: input.active ?? true,
        orderId: next,
      })
      .returning();
    if (!row) throw new Error('faq item insert returned nothing');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_item.create',
        entity: 'faq_item',
        entityId: row.id,
        data: { groupId: row.groupId },
      },
      actor.request,
    );
    return toAdminFaqItem(row);
  });
}

export async function updateFaqItem(db: Database, id: number, input: SaveFaqItem, actor: Actor) {
  return db.transaction(async (tx) => {
    await assertGroup(tx, input.groupId);
    const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, id));
    if (!before) throw notFound('FAQ item not found');
    const [row] = await tx
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
    if (!row) throw notFound('FAQ item not found');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_item.update',
        entity: 'faq_item',
        entityId: id,
        data: {
          before: { question: before.question, answer: before.answerHtml, active: before.active },
        },
      },
      actor.request,
    );
    return toAdminFaqItem(row);
  });
}

export async function deactivateFaqItem(db: Database, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqItems)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(faqItems.id, id))
      .returning();
    if (!row) throw notFound('FAQ item not found');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_item.deactivate',
        entity: 'faq_item',
        entityId: id,
      },
      actor.request,
    );
  });
}

export async function reorderFaqItems(db: Database, groupId: number, ids: number[], actor: Actor) {
  await db.transaction(async (tx) => {
    await assertGroup(tx, groupId);
    const rows = await tx
      .select({ id: faqItems.id })
      .from(faqItems)
      .where(eq(faqItems.groupId, groupId));
    assertSameSet(
      rows.map((row) => row.id),
      ids,
    );
    await applyOrder(tx, faqItems, ids);
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.faq_item.reorder',
        entity: 'faq_group',
        entityId: groupId,
        data: { ids },
      },
      actor.request,
    );
  });
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
  await db.transaction(async (tx) => {
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
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.terms.save',
        entity: 'terms',
        entityId: `${termTypeId}:${language}`,
        data: { previousLength: before?.htmlBody.length ?? null },
      },
      actor.request,
    );
  });
}

/* ---------- contact subjects ---------- */

export async function listContactSubjects(db: Queryable): Promise<AdminContactSubject[]> {
  return db
    .select()
    .from(contactSubjects)
    .orderBy(asc(contactSubjects.sortOrder), asc(contactSubjects.id));
}

export async function createContactSubject(db: Database, input: SaveContactSubject, actor: Actor) {
  return db.transaction(async (tx) => {
    // Lookup ids are plain integers (not identities): the next one is taken under a lock.
    await tx.execute(sql`lock table contact_subjects in share row exclusive mode`);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${contactSubjects.id}), 0)::int + 1` })
      .from(contactSubjects);
    const [row] = await tx
      .insert(contactSubjects)
      .values({
        id: next,
        code: `subject_${next}`,
        nameEn: input.nameEn,
        nameTr: input.nameTr,
        sortOrder: input.sortOrder ?? next,
        active: input.active ?? true,
      })
      .returning();
    if (!row) throw new Error('contact subject insert returned nothing');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.contact_subject.create',
        entity: 'contact_subject',
        entityId: row.id,
        data: { nameEn: row.nameEn },
      },
      actor.request,
    );
    return row;
  });
}

export async function updateContactSubject(
  db: Database,
  id: number,
  input: SaveContactSubject,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactSubjects)
      .set({
        nameEn: input.nameEn,
        nameTr: input.nameTr,
        sortOrder: input.sortOrder ?? 0,
        active: input.active ?? true,
      })
      .where(eq(contactSubjects.id, id))
      .returning();
    if (!row) throw notFound('Contact subject not found');
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'cms.contact_subject.update',
        entity: 'contact_subject',
        entityId: id,
        data: { nameEn: row.nameEn, active: row.active },
      },
      actor.request,
    );
    return row;
  });
}
