import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pendingConsentsResponseSchema,
  referralNoticeAnswerSchema,
  referralNoticeParamsSchema,
  referralNoticeResponseSchema,
  saveConsentsRequestSchema,
} from '#shared/schemas/consents.ts';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { addressKey } from '../../infra/address-key.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { authenticated, requireAuth } from '../../platform/auth/guards.ts';
import { pendingTexts, saveAnswers } from './pending.ts';
import { answerReferralNotice, loadReferralNotice } from './referral-notice.ts';

const tags = ['consents'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
/** Guessing a notice token is hopeless (256 bits); the limit only keeps the table quiet. */
const noticeLimit = (ip: string) => ({
  key: `referral-notice:${addressKey(ip)}`,
  limit: 60,
  windowSeconds: 60,
});

/** The consent ledger (any logged-in user) and the referred person's public notice page. */
export async function consentRoutes(app: AppContext['app'], ctx: AppContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/consents/pending',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: pendingConsentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      return { pending: await pendingTexts(db, auth.userId) };
    },
  );

  r.post(
    '/api/consents',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: saveConsentsRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      await saveAnswers(db, auth.userId, request.body);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/consents/referral-notice/:token',
    {
      schema: {
        tags,
        params: referralNoticeParamsSchema,
        response: { 200: referralNoticeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rateLimit(db, noticeLimit(request.ip));
      return loadReferralNotice(db, request.params.token);
    },
  );

  r.post(
    '/api/consents/referral-notice/:token',
    {
      schema: {
        tags,
        params: referralNoticeParamsSchema,
        body: referralNoticeAnswerSchema,
        response: { 200: referralNoticeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rateLimit(db, noticeLimit(request.ip));
      return answerReferralNotice(db, request.params.token, request.body.response);
    },
  );
}
