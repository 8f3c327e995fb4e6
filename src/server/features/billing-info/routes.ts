import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingInfoResponseSchema,
  billingInfoSaveResponseSchema,
  billingInfoSchema,
} from '#shared/schemas/billing-info.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { authenticated, requireMenuRight, type MenuRight } from '../../platform/auth/guards.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { callerCompany } from '../../platform/company-access.ts';
import { readBillingInfo, saveBillingInfo, type BillingOwner } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const meta = { tags: ['billing-info'], security: [{ bearer: [] }] };

type Scope = 'personal' | 'company';

/** The owner the caller may act for: themself, or the company they are a member of. */
async function ownerFor(request: FastifyRequest, db: Database, scope: Scope, right: MenuRight) {
  const menu = scope === 'personal' ? 'personalBillingInfo' : 'companyBillingInfo';
  const auth = await requireMenuRight(request, db, menu, right);
  if (scope === 'personal') return { auth, owner: { userId: auth.userId }, companyName: null };
  const company = await callerCompany(db, auth);
  if (!company) throw forbidden('You are not a member of a company');
  return { auth, owner: { companyId: company.id } as BillingOwner, companyName: company.name };
}

/**
 * Personal billing info (`/api/billing-info/personal`) and company billing info
 * (`/api/billing-info/company`): Bank Account and Billing Information, validated by the same
 * schema as the client form.
 */
export async function billingInfoRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  for (const scope of ['personal', 'company'] as const) {
    r.get(
      `/api/billing-info/${scope}`,
      {
        onRequest: authenticated,
        schema: { ...meta, response: { 200: billingInfoResponseSchema, ...errors } },
      },
      async (request) => {
        const { owner, companyName } = await ownerFor(request, db, scope, 'select');
        return { info: await readBillingInfo(db, owner), companyName };
      },
    );

    r.put(
      `/api/billing-info/${scope}`,
      {
        onRequest: authenticated,
        schema: {
          ...meta,
          body: billingInfoSchema,
          response: { 200: billingInfoSaveResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { auth, owner } = await ownerFor(request, db, scope, 'update');
        await db.transaction(async (tx) => {
          const id = await saveBillingInfo(tx, owner, request.body);
          await audit(
            tx,
            {
              actorUserId: auth.userId,
              action: 'update',
              entity: 'billing_profile',
              entityId: id,
              data: { scope, accountType: request.body.accountType },
            },
            request,
          );
          await publishEvent(tx, { userId: auth.userId, type: 'warnings' });
        });
        return { status: 0 as const, message: 'Billing information saved successfully' };
      },
    );
  }
}
