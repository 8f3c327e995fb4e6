import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  createEntryResponseSchema,
  invoiceOptionsSchema,
  paymentEntrySchema,
  pickerQuerySchema,
  recruiterOptionsSchema,
} from '#shared/schemas/payment-entry.ts';
import type { AppContext } from '../../app-context.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { createEntry } from './create-entry.ts';
import { entryList } from './entry-list.ts';
import { readEntry } from './entry-queries.ts';
import { payableRecruiters, unpaidInvoices } from './pickers.ts';
import { STAFF_RIGHTS } from './rights.ts';
import { expireEndedCheckouts } from '../../platform/money/invoice-checkouts.ts';
import { paymentEntries } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

const meta = { tags: ['payment-entry'], security: [{ bearer: [] }] };

/**
 * Payment entry (menu `paymentEntry`, staff only; 404 to everyone else): one payment in from a
 * company for an invoice, or out to a recruiter by hand, recorded with the payout rules.
 */
export async function paymentEntryRoutes(app: AppContext['app'], { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = listGuard(db, STAFF_RIGHTS.read);
  const create = listGuard(db, STAFF_RIGHTS.create);

  registerList(app, db, entryList);

  r.post(
    '/api/payment-entry',
    {
      onRequest: create.onRequest,
      schema: {
        ...meta,
        body: paymentEntrySchema,
        response: {
          200: createEntryResponseSchema,
          201: createEntryResponseSchema,
          ...create.errors,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = await create.caller(request);
      const { entryId, created } = await createEntry(db, request.body, auth.userId, request);
      const [entry] = await db
        .select({ invoiceId: paymentEntries.invoiceId })
        .from(paymentEntries)
        .where(eq(paymentEntries.id, entryId));
      // Money in for an invoice ended its open checkouts: their Stripe tabs can pay no more.
      if (created) await expireEndedCheckouts(config, db, entry?.invoiceId);
      return reply.code(created ? 201 : 200).send({ entry: await readEntry(db, entryId), created });
    },
  );

  r.get(
    '/api/payment-entry/invoices',
    {
      onRequest: read.onRequest,
      schema: {
        ...meta,
        querystring: pickerQuerySchema,
        response: { 200: invoiceOptionsSchema, ...read.errors },
      },
    },
    async (request) => ({ items: await unpaidInvoices(db, request.query.q) }),
  );

  r.get(
    '/api/payment-entry/recruiters',
    {
      onRequest: read.onRequest,
      schema: {
        ...meta,
        querystring: pickerQuerySchema,
        response: { 200: recruiterOptionsSchema, ...read.errors },
      },
    },
    async (request) => ({ items: await payableRecruiters(db, request.query.q) }),
  );
}
