import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  candidateDetailSchema,
  candidateInputSchema,
  candidateRecordParamsSchema,
  candidateSaveResponseSchema,
} from '#shared/schemas/candidates.ts';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import { lookupListResponseSchema, lookupQuerySchema } from '#shared/schemas/lookups.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { authenticated, requireMenuRight, type MenuRight } from '../../platform/auth/guards.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { parsePayload, readSubmission } from '../../platform/files/read-submission.ts';
import { listCandidateCvs } from '../../platform/files/candidate-cvs.ts';
import { candidateRecordList } from './record-list.ts';
import { findCandidateRecord, listEducationLevels, scopeOf } from './record-queries.ts';
import {
  CANDIDATE_RECORD_MESSAGES,
  createCandidateRecord,
  deleteCandidateRecord,
  updateCandidateRecord,
} from './record-service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};
const tags = ['candidates'];
const BASE = '/api/candidates';
const formDescription =
  'JSON, or multipart/form-data with `payload` (the JSON below as text) and a `cv` file (PDF, DOC or DOCX; required when creating).';

/** The candidates pages: menu `candidates` (list, delete), `candidateNew`, `candidateEdit`. */
export async function candidateRecordRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const deps = { db, storage: ctx.storage };
  const guard = (request: FastifyRequest, menu: string, right: MenuRight) =>
    requireMenuRight(request, db, menu, right);

  registerList(app, db, candidateRecordList(BASE));

  r.get(
    `${BASE}/education-levels`,
    {
      onRequest: authenticated,
      schema: {
        tags,
        querystring: lookupQuerySchema,
        response: { 200: lookupListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await guard(request, 'candidates', 'select');
      return { items: await listEducationLevels(db, request.query.lang) };
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      onRequest: authenticated,
      schema: {
        tags,
        params: candidateRecordParamsSchema,
        response: { 200: candidateDetailSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await guard(request, 'candidateEdit', 'select');
      const found = await findCandidateRecord(db, scopeOf(auth), request.params.id);
      if (!found) throw notFound(CANDIDATE_RECORD_MESSAGES.notFound);
      const { candidate } = found;
      return {
        id: candidate.publicId,
        firstname: candidate.firstname,
        lastname: candidate.lastname,
        email: candidate.email,
        mobile: candidate.mobile,
        linkedinPage: candidate.linkedinPage,
        countryId: candidate.countryId,
        cityId: candidate.cityId,
        educationLevelId: candidate.educationLevelId,
        notes: candidate.notes,
        ownerId: found.ownerId,
        ownerName: found.ownerName,
        referralCount: found.referralCount,
        cvs: await listCandidateCvs(db, candidate.id),
        createdAt: candidate.createdAt.toISOString(),
      };
    },
  );

  r.post(
    BASE,
    {
      onRequest: authenticated,
      schema: {
        tags,
        description: formDescription,
        response: { 200: candidateSaveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await guard(request, 'candidateNew', 'insert');
      const { payload, upload } = await readSubmission(request, ctx.config);
      try {
        const input = parsePayload(candidateInputSchema, payload);
        return await createCandidateRecord(deps, auth, input, upload, request);
      } finally {
        await upload?.dispose();
      }
    },
  );

  r.put(
    `${BASE}/:id`,
    {
      onRequest: authenticated,
      schema: {
        tags,
        description: formDescription,
        params: candidateRecordParamsSchema,
        response: { 200: candidateSaveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await guard(request, 'candidateEdit', 'update');
      const { payload, upload } = await readSubmission(request, ctx.config);
      try {
        const input = parsePayload(candidateInputSchema, payload);
        return await updateCandidateRecord(
          deps,
          auth,
          scopeOf(auth),
          request.params.id,
          input,
          upload,
          request,
        );
      } finally {
        await upload?.dispose();
      }
    },
  );

  r.delete(
    `${BASE}/:id`,
    {
      onRequest: authenticated,
      schema: {
        tags,
        params: candidateRecordParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await guard(request, 'candidates', 'delete');
      await deleteCandidateRecord(deps, auth, scopeOf(auth), request.params.id, request);
      return { ok: true as const };
    },
  );
}
