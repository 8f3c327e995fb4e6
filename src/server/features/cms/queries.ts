import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '#shared/i18n/catalogue.ts';
import type { ContentItem } from '#shared/schemas/content.ts';
import type { FaqGroup, FaqItem } from '#shared/schemas/cms.ts';
import type { ContactSubject } from '#shared/schemas/contact.ts';
import type { Queryable } from '../../db/client.ts';
import {
  contactSubjects,
  contentItems,
  faqGroups,
  faqItems,
  terms,
} from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../infra/sanitize-html.ts';
import { normaliseList } from './content-list.ts';

async function contentRows(db: Queryable, pagePath: string, tagGroup: string, lang: Language) {
  return db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.pagePath, pagePath),
        eq(contentItems.tagGroup, tagGroup),
        eq(contentItems.language, lang),
      ),
    )
    .orderBy(asc(contentItems.tag));
}

/** A page's items in the language asked for, or in English when that language has none. */
export async function loadContent(
  db: Queryable,
  pagePath: string,
  tagGroup: string,
  lang: Language,
): Promise<ContentItem[]> {
  let rows = await contentRows(db, pagePath, tagGroup, lang);
  if (rows.length === 0 && lang !== 'en') rows = await contentRows(db, pagePath, tagGroup, 'en');
  return rows.map((row) => ({
    tag: row.tag,
    htmlContent: row.htmlContent === null ? null : sanitizeRichText(row.htmlContent),
    listContent: normaliseList(row.listContent),
    filePath: row.filePath,
  }));
}

export async function loadFaqGroups(db: Queryable, lang: Language): Promise<FaqGroup[]> {
  return db
    .select({ id: faqGroups.id, definition: faqGroups.definition, orderId: faqGroups.orderId })
    .from(faqGroups)
    .where(and(eq(faqGroups.language, lang), eq(faqGroups.active, true)))
    .orderBy(asc(faqGroups.orderId), asc(faqGroups.id));
}

/** Active questions of an active group, or null when there is no such group. */
export async function loadFaqItems(db: Queryable, groupId: number): Promise<FaqItem[] | null> {
  const [group] = await db
    .select({ id: faqGroups.id })
    .from(faqGroups)
    .where(and(eq(faqGroups.id, groupId), eq(faqGroups.active, true)));
  if (!group) return null;
  const rows = await db
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.groupId, groupId), eq(faqItems.active, true)))
    .orderBy(asc(faqItems.orderId), asc(faqItems.id));
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: sanitizeRichText(row.answerHtml),
    orderId: row.orderId,
  }));
}

/** The page has its own heading: a leading <h1> of the stored text is dropped. */
export function termsBodyForDisplay(html: string): string {
  return sanitizeRichText(html.replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>/i, ''));
}

export async function loadTerms(db: Queryable, termTypeId: number, lang: Language) {
  const rows = await db
    .select({ language: terms.language, htmlBody: terms.htmlBody })
    .from(terms)
    .where(eq(terms.termTypeId, termTypeId));
  const row = rows.find((r) => r.language === lang) ?? rows.find((r) => r.language === 'en');
  return row ? termsBodyForDisplay(row.htmlBody) : null;
}

export async function loadContactSubjects(
  db: Queryable,
  lang: Language,
): Promise<ContactSubject[]> {
  const name = lang === 'tr' ? contactSubjects.nameTr : contactSubjects.nameEn;
  return db
    .select({ id: contactSubjects.id, description: sql<string>`${name}` })
    .from(contactSubjects)
    .where(eq(contactSubjects.active, true))
    .orderBy(asc(contactSubjects.sortOrder), asc(contactSubjects.id));
}
