import type { AppContext } from '../../app-context.ts';
import { renderInvoicePdf } from '../../infra/pdf/render-invoice.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { registerListPdf } from '../../platform/list-kit/register-list-pdf.ts';
import { invoiceList } from './invoice-list.ts';
import { invoicePdfData } from './invoice-pdf.ts';
import { invoiceForCaller } from './queries.ts';

/** Billing history (menu `billingHistory`): invoices and credit notes, and each one's PDF. */
export async function billingHistoryRoutes(app: AppContext['app'], { db, config }: AppContext) {
  registerList(app, db, invoiceList);
  registerListPdf(app, db, invoiceList, {
    find: (auth, id) => invoiceForCaller(db, auth, id),
    number: (row) => row.invoice.number,
    draw: (row, lang) => renderInvoicePdf(invoicePdfData(row, config.seller, lang)),
  });
}
