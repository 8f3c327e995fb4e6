import { LIST_QUERY, type RouteCase } from './no-500-cases-common.ts';

/** A well-formed public id no document has: the PDF routes answer it 404 after validation. */
const UNKNOWN_DOCUMENT = '0'.repeat(32);

const INVOICE_FILTERS = ['kind', 'status', 'currency', 'issuedFrom', 'issuedTo', 'company'];
const PAYOUT_FILTERS = ['status', 'currency', 'createdFrom', 'createdTo', 'recruiter'];

/** Billing history (invoices, company and staff) and recruiter billing history (payouts). */
export function moneyHistoryCases(): RouteCase[] {
  const documentRoutes = (family: string, base: string, caller: RouteCase['caller']) =>
    [
      {
        family,
        caller,
        method: 'GET',
        path: base,
        query: [
          ...LIST_QUERY,
          ...(family === 'billing-history' ? INVOICE_FILTERS : PAYOUT_FILTERS),
        ],
      },
      {
        family,
        caller: 'admin',
        method: 'GET',
        path: `${base}/export`,
        query: [
          'sort',
          'order',
          'q',
          ...(family === 'billing-history' ? INVOICE_FILTERS : PAYOUT_FILTERS),
        ],
      },
      {
        family,
        caller,
        method: 'GET',
        path: `${base}/:id/pdf`,
        params: { id: UNKNOWN_DOCUMENT },
        query: ['lang'],
        baseStatus: 404,
      },
    ] satisfies RouteCase[];
  return [
    ...documentRoutes('billing-history', '/api/billing-history', 'company'),
    ...documentRoutes('recruiter-billing-history', '/api/recruiter-billing-history', 'recruiter'),
  ];
}
