/** Staff editing of the terms, privacy notice and explicit consent texts, each versioned. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { terms } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { sanitizeRichText } from '../../infra/sanitize-html.ts';
import { currentVersions, publishNextVersion } from '../../platform/consents/legal-versions.ts';
import { audited, type Actor } from './admin-write.ts';

export async function listTerms(db: Queryable) {
  const rows = await db.select().from(terms).orderBy(asc(terms.termTypeId), asc(terms.language));
  const versions = await currentVersions(db);
  return rows.map((row) => {
    const current = versions.get(row.termTypeId);
    return {
      termTypeId: row.termTypeId,
      language: row.language as 'en' | 'tr',
      htmlBody: row.htmlBody,
      updatedAt: row.updatedAt.toISOString(),
      version: current?.version ?? 1,
      publishedAt: (current?.publishedAt ?? row.updatedAt).toISOString(),
    };
  });
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
      // A changed text is a new version: its readers are asked again at their next login. The
      // first text of a type is its version 1.
      const version =
        before && before.htmlBody !== htmlBody
          ? await publishNextVersion(tx, { termTypeId, language, htmlBody, userId: actor.userId })
          : null;
      return { before, version };
    },
    ({ before, version }) => ({
      action: 'cms.terms.save',
      entity: 'terms',
      entityId: `${termTypeId}:${language}`,
      data: { previousLength: before?.htmlBody.length ?? null, publishedVersion: version },
    }),
  );
}
