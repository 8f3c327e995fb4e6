import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PaymentCustomerInput } from '#shared/schemas/companies.ts';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { CompanyRow } from './queries.ts';

const customerTaken = () =>
  conflict('This payment customer belongs to another company', [
    { path: 'body.customerId', message: 'companies.paymentCustomer.taken' },
  ]);

/**
 * Staff set or replace a company's payment customer. Checkout charges through this customer, so
 * one customer never serves two companies: an id another company holds is refused. The same id
 * again changes nothing (the spec's client confirms the id sign-up gave it).
 */
export async function setPaymentCustomer(
  db: Database,
  auth: AuthContext,
  company: CompanyRow,
  input: PaymentCustomerInput,
  request: FastifyRequest,
) {
  if (company.paymentCustomerId === input.customerId) return;
  await db.transaction(async (tx) => {
    // No unique index holds this column: the lock makes the check and the write one step.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('payment_customer'), hashtext(${input.customerId}))`,
    );
    const [holder] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.paymentCustomerId, input.customerId), ne(companies.id, company.id)));
    if (holder) throw customerTaken();
    await tx
      .update(companies)
      .set({ paymentCustomerId: input.customerId, updatedAt: new Date() })
      .where(eq(companies.id, company.id));
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'company.payment_customer_set',
        entity: 'company',
        entityId: company.id,
        data: { from: company.paymentCustomerId, to: input.customerId },
      },
      request,
    );
  });
}
