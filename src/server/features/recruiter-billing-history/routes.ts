import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  moneyDocumentParamsSchema,
  moneyDocumentQuerySchema,
} from '#shared/schemas/billing-history.ts';
import type { AppContext } from '../../app-context.ts';
import { pdfResponseSchema, sendPdf } from '../../infra/pdf/pdf-reply.ts';
import { renderStatementPdf } from '../../infra/pdf/render-statement.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { payoutList } from './payout-list.ts';
import { documentLanguage, payoutForCaller } from './queries.ts';
import { statementPdfData } from './statement-pdf.ts';

/** Recruiter billing history (menu `recruiterBillingHistory`): payouts and their statements. */
export async function recruiterBillingHistoryRoutes(
  app: AppContext['app'],
  { db, config }: AppContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The PDF answers 404 to everyone without the list's right, before its input is validated.
  const guard = listGuard(db, payoutList.rights);

  registerList(app, db, payoutList);

  r.get(
    '/api/recruiter-billing-history/:id/pdf',
    {
      onRequest: guard.onRequest,
      schema: {
        tags: ['recruiter-billing-history'],
        security: [{ bearer: [] }],
        params: moneyDocumentParamsSchema,
        querystring: moneyDocumentQuerySchema,
        response: { 200: pdfResponseSchema, ...guard.errors },
      },
    },
    async (request, reply) => {
      const auth = await guard.caller(request);
      const payout = await payoutForCaller(db, auth, request.params.id);
      const lang = await documentLanguage(db, auth.userId, request.query.lang);
      const pdf = await renderStatementPdf(statementPdfData(payout, config.seller, lang));
      return sendPdf(reply, payout.statementNumber, pdf);
    },
  );
}
