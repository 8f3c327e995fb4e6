import { count, eq } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { contentItems, faqGroups, faqItems } from '#server/db/schema/cms.ts';
import { FAQ } from './data/cms-faq.ts';
import { LANDING_EN } from './data/cms-landing-en.ts';
import { LANDING_TR } from './data/cms-landing-tr.ts';
import { PAGES_EN } from './data/cms-pages-en.ts';
import { PAGES_TR } from './data/cms-pages-tr.ts';
import type { SeedContent } from './data/cms-types.ts';

const row = (language: 'en' | 'tr') => (item: SeedContent) => ({
  pagePath: item.pagePath,
  tagGroup: item.tagGroup,
  tag: item.tag,
  language,
  htmlContent: item.htmlContent ?? null,
  listContent: item.listContent ?? null,
  filePath: item.filePath ?? null,
});

/**
 * Page content of every public page in both languages, and the FAQ. Items are inserted only where
 * their key is missing and the FAQ only into an empty language: staff edits survive restarts.
 */
export async function seedCmsContent(tx: Transaction): Promise<void> {
  await tx
    .insert(contentItems)
    .values([
      ...[...LANDING_EN, ...PAGES_EN].map(row('en')),
      ...[...LANDING_TR, ...PAGES_TR].map(row('tr')),
    ])
    .onConflictDoNothing();

  for (const language of ['en', 'tr'] as const) {
    const [existing] = await tx
      .select({ n: count() })
      .from(faqGroups)
      .where(eq(faqGroups.language, language));
    if ((existing?.n ?? 0) > 0) continue;
    for (const [groupIndex, group] of FAQ[language].entries()) {
      const [inserted] = await tx
        .insert(faqGroups)
        .values({ language, definition: group.definition, orderId: groupIndex + 1 })
        .returning({ id: faqGroups.id });
      if (!inserted) throw new Error('FAQ group insert returned nothing');
      await tx.insert(faqItems).values(
        group.items.map(([question, answerHtml], index) => ({
          groupId: inserted.id,
          question,
          answerHtml,
          orderId: index + 1,
        })),
      );
    }
  }
}
