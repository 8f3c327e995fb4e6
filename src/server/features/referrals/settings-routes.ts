import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '#shared/constants/roles.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  referralSettingsResponseSchema,
  referralSettingsSchema,
} from '#shared/schemas/referral-manage.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import { readReferralSettings, saveReferralSettings } from './ownership.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Staff only; everyone else (signed in) learns nothing, not even that the setting exists. */
async function staffOnly(request: FastifyRequest) {
  const auth = await requireAuth(request);
  if (auth.roleId !== ROLE.admin) throw notFound();
}

/** The referral rules staff set (the ownership period), read and changed by staff only. */
export async function referralSettingsRoutes(app: AppContext['app'], { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/referrals/settings',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['referrals'],
        summary: 'The referral ownership period',
        description:
          'How many months the first recruiter to refer a person to a company represents them ' +
          'there (default 6). Staff only; others 404.',
        response: { 200: referralSettingsResponseSchema, ...errors },
      },
    },
    async () => readReferralSettings(db),
  );

  r.put(
    '/api/referrals/settings',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['referrals'],
        summary: 'Change the referral ownership period',
        description: 'A whole number of months, 1 to 60. Staff only; others 404.',
        body: referralSettingsSchema,
        response: { 200: referralSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      return db.transaction(async (tx) => {
        const saved = await saveReferralSettings(tx, auth.userId, request.body);
        await audit(
          tx,
          {
            actorUserId: auth.userId,
            action: 'referral_settings.update',
            entity: 'referral_settings',
            entityId: '1',
            data: { ownershipMonths: saved.ownershipMonths },
          },
          request,
        );
        return saved;
      });
    },
  );
}
