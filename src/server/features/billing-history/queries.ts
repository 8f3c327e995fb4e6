import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { invoices, jobs } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { canManageCompany } from '../../platform/company-access.ts';

const credited = alias(invoices, 'credited_invoice');

/**
 * An invoice with its job and, for a credit note, the number it credits, when the caller may
 * read it: staff any, a company member their company's. Another company's is "not found".
 */
export async function invoiceForCaller(db: Queryable, auth: AuthContext, publicId: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      jobTitle: jobs.title,
      referenceCode: jobs.referenceCode,
      creditsNumber: credited.number,
    })
    .from(invoices)
    .leftJoin(jobs, eq(jobs.id, invoices.jobId))
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .where(eq(invoices.publicId, publicId));
  if (!row || !(await canManageCompany(db, auth, row.invoice.companyId)))
    throw notFound('Invoice not found');
  return row;
}
export type InvoiceForCaller = Awaited<ReturnType<typeof invoiceForCaller>>;
