import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '#shared/constants/roles.ts';
import { candidateParamsSchema } from '#shared/schemas/candidates.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { cvFileSchema } from '#shared/schemas/files.ts';
import {
  referralCheckRequestSchema,
  referralCheckResponseSchema,
  referralWithdrawParamsSchema,
  referralWithdrawResponseSchema,
} from '#shared/schemas/referral-manage.ts';
import { REFERRAL_MESSAGES } from '#shared/schemas/referrals.ts';
import type { AppContext } from '../../app-context.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { authenticated, requireAuth, requireRole } from '../../platform/auth/guards.ts';
import { fieldError, readSubmission } from '../../platform/files/read-submission.ts';
import { textOf } from './build-submission.ts';
import { addCandidateCv, checkReferable, withdrawReferral } from './manage-service.ts';

/**
 * Checks one recruiter may make an hour: far more than the Refer dialog asks for while a person
 * is typed in, too few to try a list of addresses and learn who is represented where.
 */
export const REFERRAL_CHECK_RATE_LIMIT = { limit: 300, windowSeconds: 3600 };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Before and after a referral: may this person be referred, take a referral back, add a CV. */
export async function referralManageRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.post(
    '/api/referrals/check',
    {
      onRequest: authenticated,
      schema: {
        tags: ['referrals'],
        summary: 'May this person be referred to this job?',
        description:
          'By e-mail, phone and/or LinkedIn page, or one of the caller’s candidate records. Answers ' +
          'the reason only (already referred, the referrer themself, represented by another ' +
          'recruiter for this company, objected), in the caller’s language, never who referred. ' +
          `At most ${REFERRAL_CHECK_RATE_LIMIT.limit} an hour for a recruiter (429). Recruiters.`,
        body: referralCheckRequestSchema,
        response: { 200: referralCheckResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter);
      await rateLimit(db, {
        key: `referral-check:user:${auth.userId}`,
        ...REFERRAL_CHECK_RATE_LIMIT,
      });
      return checkReferable(db, auth, request.body, request);
    },
  );

  r.delete(
    '/api/referrals/jobs/:jobId/candidates/:candidateId',
    {
      onRequest: authenticated,
      schema: {
        tags: ['referrals'],
        summary: 'Withdraw a referral',
        description:
          'The referrer takes back their referral (or application) of the candidate to the job while ' +
          'it is still in its first status; 409 once the company has moved it. Others: 404.',
        params: referralWithdrawParamsSchema,
        response: { 200: referralWithdrawResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      return withdrawReferral(db, auth, request.params, request);
    },
  );

  r.post(
    '/api/referrals/candidates/:candidateId/cvs',
    {
      onRequest: authenticated,
      schema: {
        tags: ['candidates'],
        summary: 'Add a CV to one of the caller’s candidate records',
        description:
          'multipart/form-data with a `cv` file (PDF, DOC or DOCX, checked by content); it ' +
          'becomes the record’s default CV. Recruiters, their own records only (others: 404).',
        consumes: ['multipart/form-data'],
        params: candidateParamsSchema,
        response: { 200: cvFileSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter);
      const { upload } = await readSubmission(request, ctx.config);
      if (!upload) throw fieldError('cv', REFERRAL_MESSAGES.cv, 'Please select or upload a CV');
      try {
        const text = await textOf(upload, auth);
        return await addCandidateCv(
          { db, storage: ctx.storage },
          auth,
          request.params.candidateId,
          upload,
          text,
          request,
        );
      } finally {
        await upload.dispose();
      }
    },
  );
}
