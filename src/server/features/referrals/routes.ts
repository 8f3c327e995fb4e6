import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ROLE } from '#shared/constants/roles.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { cvReadResponseSchema } from '#shared/schemas/files.ts';
import {
  applyRequestSchema,
  referralResultSchema,
  referRequestSchema,
} from '#shared/schemas/referrals.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { extractCvFields } from '../../infra/cv-reader/extract-fields.ts';
import { readCvText } from '../../infra/cv-reader/read-cv.ts';
import { authenticated, requireRole } from '../../platform/auth/guards.ts';
import { buildApplication, buildReferral } from './build-submission.ts';
import { fieldError, parsePayload, readSubmission } from '../../platform/files/read-submission.ts';
import { referralManageRoutes } from './manage-routes.ts';
import { referralSettingsRoutes } from './settings-routes.ts';
import { submit, type SubmissionDeps } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  503: errorResponseSchema,
};

const IDEMPOTENCY_KEY = /^[\w-]{8,64}$/;

function idempotencyKeyOf(request: FastifyRequest, bodyKey: string | undefined) {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : bodyKey;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
    throw new AppError(400, 'validation_failed', 'The Idempotency-Key is not valid');
  return key;
}

/** Multipart bodies are read by the handler (streamed); the schema documents the JSON payload. */
const submissionDescription =
  'JSON, or multipart/form-data with `payload` (the JSON below as text) and an optional `cv` file (PDF, DOC or DOCX). Send an `Idempotency-Key` header to make retries safe.';

export async function referralsRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: SubmissionDeps = { db: ctx.db, storage: ctx.storage };
  await referralManageRoutes(app, ctx);
  await referralSettingsRoutes(app, ctx);

  r.post(
    '/api/referrals',
    {
      onRequest: authenticated,
      schema: {
        tags: ['referrals'],
        description: submissionDescription,
        response: { 200: referralResultSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter);
      const { payload, upload } = await readSubmission(request, ctx.config);
      try {
        const input = parsePayload(referRequestSchema, payload);
        const key = idempotencyKeyOf(request, input.idempotencyKey);
        const submission = await buildReferral(ctx.db, auth, input, upload, key);
        return await submit(deps, submission, request);
      } finally {
        await upload?.dispose();
      }
    },
  );

  r.post(
    '/api/applications',
    {
      onRequest: authenticated,
      schema: {
        tags: ['referrals'],
        description: submissionDescription,
        response: { 200: referralResultSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter, ROLE.candidate);
      const { payload, upload } = await readSubmission(request, ctx.config);
      try {
        const input = parsePayload(applyRequestSchema, payload);
        const key = idempotencyKeyOf(request, input.idempotencyKey);
        const submission = await buildApplication(ctx.db, auth, input, upload, key);
        return await submit(deps, submission, request);
      } finally {
        await upload?.dispose();
      }
    },
  );

  r.post(
    '/api/cv-reader',
    {
      onRequest: authenticated,
      schema: {
        tags: ['referrals'],
        description: 'multipart/form-data with a `cv` file; nothing is stored.',
        response: { 200: cvReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter, ROLE.candidate);
      const { upload } = await readSubmission(request, ctx.config);
      if (!upload)
        throw fieldError('cv', 'referrals.validation.cv', 'Please select or upload a CV');
      try {
        const text = await readCvText(upload.tempPath, upload.type.kind, auth);
        if (!text)
          return {
            readable: false,
            firstname: null,
            lastname: null,
            email: null,
            phone: null,
            linkedinPage: null,
          };
        return { readable: true, ...extractCvFields(text) };
      } finally {
        await upload.dispose();
      }
    },
  );
}
