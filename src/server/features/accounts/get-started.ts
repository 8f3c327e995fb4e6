import { and, eq, inArray } from 'drizzle-orm';
import { GET_STARTED_CARDS, type GetStartedResponse } from '#shared/schemas/accounts.ts';
import type { Queryable } from '../../db/client.ts';
import { contentItems } from '../../db/schema/index.ts';
import { htmlToText } from '../../infra/sanitize-html.ts';

export const GET_STARTED_PAGE = '/get-started';
export const GET_STARTED_TAGS = ['title', 'tag', 'description', 'button'] as const;

/**
 * The three get-started cards. Their texts are content items (page `/get-started`, tag group =
 * card, tags title/tag/description/button) that staff edit in the content editor; a text missing
 * in Turkish falls back to English.
 */
export async function loadGetStarted(
  db: Queryable,
  lang: 'en' | 'tr',
): Promise<GetStartedResponse> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.pagePath, GET_STARTED_PAGE),
        inArray(contentItems.language, [lang, 'en']),
      ),
    );
  const text = (card: string, tag: string) => {
    const row =
      rows.find((r) => r.tagGroup === card && r.tag === tag && r.language === lang) ??
      rows.find((r) => r.tagGroup === card && r.tag === tag && r.language === 'en');
    return row?.htmlContent ? htmlToText(row.htmlContent).trim() : '';
  };
  return {
    cards: GET_STARTED_CARDS.map((key) => ({
      key,
      title: text(key, 'title'),
      tag: text(key, 'tag'),
      description: text(key, 'description'),
      button: text(key, 'button'),
    })),
  };
}
