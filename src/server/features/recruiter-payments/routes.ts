import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import { csvResponseSchema } from '#shared/schemas/list-query.ts';
import {
  batchDetailSchema,
  batchParamsSchema,
  createBatchResponseSchema,
  createBatchSchema,
  markPaidSchema,
  payoutParamsSchema,
  returnPayoutSchema,
  saveWithholdingRateSchema,
  withholdingRatesResponseSchema,
} from '#shared/schemas/recruiter-payments.ts';
import type { AppContext } from '../../app-context.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { batchFile } from './batch-file.ts';
import { batchList } from './batch-list.ts';
import { batchPayoutsList } from './batch-payouts-list.ts';
import { readBatch } from './batch-queries.ts';
import { markBatchPaid, markBatchSent } from './batch-states.ts';
import { createBatch } from './create-batch.ts';
import { payableList } from './payable-list.ts';
import { returnPayout } from './return-payout.ts';
import { STAFF_RIGHTS } from './rights.ts';
import { listWithholdingRates, saveWithholdingRate } from './withholding-rates.ts';

const meta = { tags: ['recruiter-payments'], security: [{ bearer: [] }] };
const BASE = '/api/recruiter-payments';

/**
 * Recruiter payments (menu `recruiterPayments`, staff only; 404 to everyone else): payable
 * recruiters, payout batches and their bank files, the batch and payout states, and the
 * withholding rates per country (docs/decisions/10-payouts.md).
 */
export async function recruiterPaymentsRoutes(app: AppContext['app'], { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = listGuard(db, STAFF_RIGHTS.read);
  const create = listGuard(db, STAFF_RIGHTS.create);
  const update = listGuard(db, STAFF_RIGHTS.update);
  const writeErrors = { ...update.errors, 409: errorResponseSchema };
  const actor = async (request: FastifyRequest) => (await update.caller(request)).userId;

  registerList(app, db, payableList);
  registerList(app, db, batchList);
  registerList(app, db, batchPayoutsList);

  r.post(
    `${BASE}/batches`,
    {
      onRequest: create.onRequest,
      schema: {
        ...meta,
        body: createBatchSchema,
        response: {
          200: createBatchResponseSchema,
          201: createBatchResponseSchema,
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const auth = await create.caller(request);
      const { batchId, created } = await createBatch(db, request.body, auth.userId, request);
      return reply.code(created ? 201 : 200).send({ batch: await readBatch(db, batchId), created });
    },
  );

  r.get(
    `${BASE}/batches/:id`,
    {
      onRequest: read.onRequest,
      schema: {
        ...meta,
        params: batchParamsSchema,
        response: { 200: batchDetailSchema, ...read.errors },
      },
    },
    async (request) => readBatch(db, request.params.id),
  );

  r.get(
    `${BASE}/batches/:id/file`,
    {
      onRequest: read.onRequest,
      schema: {
        ...meta,
        params: batchParamsSchema,
        response: { 200: csvResponseSchema, ...read.errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await batchFile(db, request.params.id, config.payoutDebtor);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  r.post(
    `${BASE}/batches/:id/sent`,
    {
      onRequest: update.onRequest,
      schema: {
        ...meta,
        params: batchParamsSchema,
        response: { 200: batchDetailSchema, ...writeErrors },
      },
    },
    async (request) => {
      await markBatchSent(db, request.params.id, await actor(request), request);
      return readBatch(db, request.params.id);
    },
  );

  r.post(
    `${BASE}/batches/:id/paid`,
    {
      onRequest: update.onRequest,
      schema: {
        ...meta,
        params: batchParamsSchema,
        body: markPaidSchema,
        response: { 200: batchDetailSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await markBatchPaid(db, id, request.body.bankReference, await actor(request), request);
      return readBatch(db, id);
    },
  );

  r.post(
    `${BASE}/payouts/:id/returned`,
    {
      onRequest: update.onRequest,
      schema: {
        ...meta,
        params: payoutParamsSchema,
        body: returnPayoutSchema,
        response: { 200: okResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await returnPayout(db, request.params.id, request.body.reason, await actor(request), request);
      return { ok: true as const };
    },
  );

  r.get(
    `${BASE}/withholding-rates`,
    {
      onRequest: read.onRequest,
      schema: { ...meta, response: { 200: withholdingRatesResponseSchema, ...read.errors } },
    },
    async () => ({ items: await listWithholdingRates(db) }),
  );

  r.put(
    `${BASE}/withholding-rates`,
    {
      onRequest: update.onRequest,
      schema: {
        ...meta,
        body: saveWithholdingRateSchema,
        response: { 200: withholdingRatesResponseSchema, ...update.errors },
      },
    },
    async (request) => {
      await saveWithholdingRate(db, request.body, await actor(request), request);
      return { items: await listWithholdingRates(db) };
    },
  );
}
