import { invoiceOptionsSchema, recruiterOptionsSchema } from '#shared/schemas/payment-entry.ts';
import { api } from '#client/api/client.ts';

/** GET /api/payment-entry/invoices?q=: unpaid invoices by number or company. */
export async function searchInvoices(q: string, signal?: AbortSignal) {
  const body = await api.get('/payment-entry/invoices', {
    query: { q: q || undefined },
    signal,
    schema: invoiceOptionsSchema,
  });
  return body.items;
}

/** GET /api/payment-entry/recruiters?q=: recruiters with a payable balance. */
export async function searchRecruiters(q: string, signal?: AbortSignal) {
  const body = await api.get('/payment-entry/recruiters', {
    query: { q: q || undefined },
    signal,
    schema: recruiterOptionsSchema,
  });
  return body.items;
}
