import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  moneyDocumentParamsSchema,
  moneyDocumentQuerySchema,
} from '#shared/schemas/money-document.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import type { PdfLanguage } from '#server/infra/pdf/document-data.ts';
import { pdfResponseSchema, sendPdf } from '#server/infra/pdf/pdf-reply.ts';
import type { AuthContext } from '#server/platform/auth/auth-context.ts';
import type { ListRights } from './list-resource.ts';
import { listGuard } from './register-list.ts';

/** How a list's document becomes a PDF. */
export type ListPdf<Document> = {
  /** The document when the caller may read it; throws "not found" otherwise. */
  find: (auth: AuthContext, id: string) => Promise<Document>;
  /** Its number, which names the download. */
  number: (document: Document) => string;
  draw: (document: Document, lang: PdfLanguage) => Promise<Buffer>;
};

/** The language a document is drawn in: the one asked for, else the caller's own. */
async function documentLanguage(
  db: Queryable,
  userId: number,
  requested: PdfLanguage | undefined,
): Promise<PdfLanguage> {
  if (requested) return requested;
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user?.language === 'tr' ? 'tr' : 'en';
}

/**
 * Registers `GET <base>/:id/pdf` beside a list: one of its documents (by public id) as a PDF
 * download, under the list's guard, so a list that answers outsiders 404 does so here too, before
 * the input is validated. The PDF is drawn in the language asked for, else the caller's own.
 */
export function registerListPdf<Document>(
  app: AppContext['app'],
  db: Queryable,
  list: { base: string; tags: string[]; rights: ListRights },
  pdf: ListPdf<Document>,
) {
  const guard = listGuard(db, list.rights);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${list.base}/:id/pdf`,
    {
      onRequest: guard.onRequest,
      schema: {
        tags: list.tags,
        security: [{ bearer: [] }],
        params: moneyDocumentParamsSchema,
        querystring: moneyDocumentQuerySchema,
        response: { 200: pdfResponseSchema, ...guard.errors },
      },
    },
    async (request, reply) => {
      const auth = await guard.caller(request);
      const document = await pdf.find(auth, request.params.id);
      const lang = await documentLanguage(db, auth.userId, request.query.lang);
      return sendPdf(reply, pdf.number(document), await pdf.draw(document, lang));
    },
  );
}
