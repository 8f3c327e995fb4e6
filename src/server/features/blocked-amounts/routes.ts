import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  blockedTotalsQuerySchema,
  blockedTotalsResponseSchema,
  guaranteeFailedSchema,
  moneySettingsSchema,
  rewardActionResponseSchema,
  rewardParamsSchema,
} from '#shared/schemas/blocked-amounts.ts';
import type { AppContext } from '../../app-context.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { blockedList, blockedScope } from './blocked-list.ts';
import { endGuaranteeNow, failGuarantee } from './guarantee-actions.ts';
import { blockedTotals } from './queries.ts';
import { readMoneySettings, saveMoneySettings } from './settings.ts';
import { expireEndedCheckouts } from '../../platform/money/invoice-checkouts.ts';
import { rewards } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

const tags = ['blocked-amounts'];
const meta = { tags, security: [{ bearer: [] }] };

/**
 * Blocked amounts (menu `blockedAmounts`): staff read every company's, a company member its own;
 * anyone else gets 404. Acting on a reward and the guarantee period take the menu's update right,
 * which only staff hold: 404 for everyone else, before the input is read.
 */
export async function blockedAmountsRoutes(app: AppContext['app'], { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = listGuard(db, blockedList.rights);
  const staff = listGuard(db, { menu: 'blockedAmounts', right: 'update', refuse: 'not-found' });

  r.get(
    '/api/blocked-amounts/totals',
    {
      onRequest: read.onRequest,
      schema: {
        ...meta,
        querystring: blockedTotalsQuerySchema,
        response: { 200: blockedTotalsResponseSchema, ...read.errors },
      },
    },
    async (request) => {
      const auth = await read.caller(request);
      return blockedTotals(db, request.query, await blockedScope({ db, auth }));
    },
  );

  r.get(
    '/api/blocked-amounts/settings',
    {
      onRequest: staff.onRequest,
      schema: { ...meta, response: { 200: moneySettingsSchema, ...staff.errors } },
    },
    async () => readMoneySettings(db),
  );

  r.put(
    '/api/blocked-amounts/settings',
    {
      onRequest: staff.onRequest,
      schema: {
        ...meta,
        body: moneySettingsSchema,
        response: { 200: moneySettingsSchema, ...staff.errors },
      },
    },
    async (request) => {
      const auth = await staff.caller(request);
      return saveMoneySettings(db, auth, request.body, request);
    },
  );

  r.post(
    '/api/blocked-amounts/rewards/:id/end-guarantee',
    {
      onRequest: staff.onRequest,
      schema: {
        ...meta,
        params: rewardParamsSchema,
        response: { 200: rewardActionResponseSchema, 409: errorResponseSchema, ...staff.errors },
      },
    },
    async (request) => {
      const auth = await staff.caller(request);
      return endGuaranteeNow(db, auth, request.params.id, request);
    },
  );

  r.post(
    '/api/blocked-amounts/rewards/:id/guarantee-failed',
    {
      onRequest: staff.onRequest,
      schema: {
        ...meta,
        params: rewardParamsSchema,
        body: guaranteeFailedSchema,
        response: { 200: rewardActionResponseSchema, 409: errorResponseSchema, ...staff.errors },
      },
    },
    async (request) => {
      const auth = await staff.caller(request);
      const answer = await failGuarantee(db, auth, request.params.id, request.body.note, request);
      const [reward] = await db
        .select({ invoiceId: rewards.hireInvoiceId })
        .from(rewards)
        .where(eq(rewards.publicId, request.params.id));
      // The hire invoice is credited: a checkout still open for it can pay no more.
      await expireEndedCheckouts(config, db, reward?.invoiceId);
      return answer;
    },
  );

  registerList(app, db, blockedList);
}
