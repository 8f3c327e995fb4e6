import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '#shared/constants/roles.ts';
import {
  candidateListQuerySchema,
  candidateListResponseSchema,
  candidateParamsSchema,
} from '#shared/schemas/candidates.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { cvListResponseSchema } from '#shared/schemas/files.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { authenticated, requireAuth, requireRole } from '../../platform/auth/guards.ts';
import { listCandidateCvs } from '../../platform/files/candidate-cvs.ts';
import { findOwnCandidate, findSelfCandidate, listOwnCandidates } from './candidate-queries.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export async function candidatesRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/referrals/candidates',
    {
      onRequest: authenticated,
      schema: {
        tags: ['candidates'],
        querystring: candidateListQuerySchema,
        response: { 200: candidateListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter);
      return listOwnCandidates(ctx.db, auth.userId, request.query);
    },
  );

  r.get(
    '/api/referrals/candidates/mine/cvs',
    {
      onRequest: authenticated,
      schema: { tags: ['candidates'], response: { 200: cvListResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = await requireAuth(request);
      const self = await findSelfCandidate(ctx.db, auth.userId);
      return { items: self ? await listCandidateCvs(ctx.db, self.id, { sendable: true }) : [] };
    },
  );

  r.get(
    '/api/referrals/candidates/:candidateId/cvs',
    {
      onRequest: authenticated,
      schema: {
        tags: ['candidates'],
        params: candidateParamsSchema,
        response: { 200: cvListResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireRole(request, ROLE.recruiter);
      const candidate = await findOwnCandidate(ctx.db, auth.userId, request.params.candidateId);
      if (!candidate)
        throw notFound('Candidate not found. Please check the information and try again.');
      return { items: await listCandidateCvs(ctx.db, candidate.id, { sendable: true }) };
    },
  );
}
