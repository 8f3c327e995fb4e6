/** Staff editing of page content items. */
import { and, asc, eq } from 'drizzle-orm';
import type { AdminContentItem, SaveContentItem } from '#shared/schemas/cms.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { contentItems } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../infra/sanitize-html.ts';
import { normaliseList } from './content-list.ts';
import { audited, insertedRow, found, type Actor } from './admin-write.ts';

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
