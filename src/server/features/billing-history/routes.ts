import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  moneyDocumentParamsSchema,
  moneyDocumentQuerySchema,
} from '#shared/schemas/billing-history.ts';
import type { AppContext } from '../../app-context.ts';
import { pdfResponseSchema, sendPdf } from '../../infra/pdf/pdf-reply.ts';
import { renderInvoicePdf } from '../../infra/pdf/render-invoice.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { invoiceList } from './invoice-list.ts';
import { invoicePdfData } from './invoice-pdf.ts';
import { documentLanguage, invoiceForCaller } from './queries.ts';

/** Billing history (menu `billingHistory`): invoices and credit notes, and each one's PDF. */
export async function billingHistoryRoutes(app: AppContext['app'], { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The PDF answers 404 to everyone without the list's right, before its input is validated.
  const guard = listGuard(db, invoiceList.rights);

  registerList(app, db, invoiceList);

  r.get(
    '/api/billing-history/:id/pdf',
    {
      onRequest: guard.onRequest,
      schema: {
        tags: ['billing-history'],
        security: [{ bearer: [] }],
        params: moneyDocumentParamsSchema,
        querystring: moneyDocumentQuerySchema,
        response: { 200: pdfResponseSchema, ...guard.errors },
      },
    },
    async (request, reply) => {
      const auth = await guard.caller(request);
      const row = await invoiceForCaller(db, auth, request.params.id);
      const lang = await documentLanguage(db, auth.userId, request.query.lang);
      const pdf = await renderInvoicePdf(invoicePdfData(row, config.seller, lang));
      return sendPdf(reply, row.invoice.number, pdf);
    },
  );
}
