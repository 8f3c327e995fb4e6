import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  addNoteSchema,
  applicationHistoryParamsSchema,
  applicationParamsSchema,
  boardResponseSchema,
  candidateHistoryParamsSchema,
  historyQuerySchema,
  historyResponseSchema,
  moveApplicationResponseSchema,
  moveApplicationSchema,
  pipelineJobParamsSchema,
  pipelineJobsQuerySchema,
  pipelineJobsResponseSchema,
  reverseHireResponseSchema,
  reverseHireSchema,
  uploadCvResponseSchema,
} from '#shared/schemas/pipeline.ts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import { CV_TYPES } from '../../platform/files/detect-type.ts';
import { withUploadedFile } from '../../platform/files/read-upload.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { isStaff, jobForCaller, memberCompanyIds } from '../../platform/company-access.ts';
import { addNote } from './add-note.ts';
import { applicationList } from './application-list.ts';
import { applicationHistory, candidateHistory } from './history.ts';
import { findApplication, lockApplication } from './lock.ts';
import { moveApplication } from './move-application.ts';
import { boardApplications, listStatuses, pipelineJob, pipelineJobs } from './queries.ts';
import { reverseHire } from './reverse-hire.ts';
import { expireEndedCheckouts } from '../../platform/money/invoice-checkouts.ts';
import { and, desc, eq } from 'drizzle-orm';
import { referrals, rewards } from '../../db/schema/index.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const common = { onRequest: authenticated } as const;
const meta = { tags: ['pipeline'], security: [{ bearer: [] }] };
const MENU = 'applications';

/** The hiring pipeline: company members for their companies' jobs, staff for any. */
export async function pipelineRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/pipeline/jobs',
    {
      ...common,
      schema: {
        ...meta,
        querystring: pipelineJobsQuerySchema,
        response: { 200: pipelineJobsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'select');
      const companyIds = isStaff(auth) ? null : await memberCompanyIds(db, auth.userId);
      return pipelineJobs(db, { companyIds, ...request.query });
    },
  );

  r.get(
    '/api/pipeline/jobs/:jobId/board',
    {
      ...common,
      schema: {
        ...meta,
        params: pipelineJobParamsSchema,
        response: { 200: boardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'select');
      const job = await jobForCaller(db, auth, request.params.jobId);
      const [statuses, items, summary] = await Promise.all([
        listStatuses(db),
        boardApplications(db, job.id),
        pipelineJob(db, job.id),
      ]);
      return {
        job: summary,
        statuses,
        columns: statuses.map((status) => ({
          statusId: status.id,
          items: items.filter((item) => item.statusId === status.id),
        })),
      };
    },
  );

  registerList(app, db, applicationList);

  r.post(
    '/api/pipeline/applications/:id/move',
    {
      ...common,
      schema: {
        ...meta,
        params: applicationParamsSchema,
        body: moveApplicationSchema,
        response: { 200: moveApplicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'update');
      return moveApplication(db, auth, request.params.id, request.body, request);
    },
  );

  r.post(
    '/api/pipeline/applications/:id/notes',
    {
      ...common,
      schema: {
        ...meta,
        params: applicationParamsSchema,
        body: addNoteSchema,
        response: {
          200: z.object({ application: moveApplicationResponseSchema.shape.application }),
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'update');
      return addNote(db, auth, request.params.id, request.body.note, request);
    },
  );

  r.post(
    '/api/pipeline/applications/:id/reverse-hire',
    {
      ...common,
      schema: {
        ...meta,
        params: applicationParamsSchema,
        body: reverseHireSchema,
        response: { 200: reverseHireResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'update');
      if (auth.roleId !== ROLE.admin) throw forbidden('Only staff can reverse a hire');
      const answer = await reverseHire(db, auth, request.params.id, request.body.note, request);
      const [reward] = await db
        .select({ invoiceId: rewards.hireInvoiceId })
        .from(rewards)
        .innerJoin(referrals, eq(referrals.id, rewards.referralId))
        .where(and(eq(referrals.publicId, request.params.id), eq(rewards.status, 'cancelled')))
        .orderBy(desc(rewards.cancelledAt))
        .limit(1);
      // The hire invoice is credited: a checkout still open for it can pay no more.
      await expireEndedCheckouts(ctx.config, db, reward?.invoiceId);
      return answer;
    },
  );

  r.post(
    '/api/pipeline/applications/:id/cv',
    {
      ...common,
      schema: {
        ...meta,
        consumes: ['multipart/form-data'],
        params: applicationParamsSchema,
        response: { 200: uploadCvResponseSchema, 413: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, MENU, 'update');
      // The file is received in full before the transaction opens: a slow body must hold
      // neither a pooled connection nor the application's row lock. 404 still comes first.
      const options = {
        allowed: CV_TYPES,
        missingMessage: 'Please Attach your CV',
        beforeBody: () => findApplication(db, auth, request.params.id),
      };
      return withUploadedFile(ctx, request, options, async (tx, store) => {
        const { referral, job, candidate } = await lockApplication(tx, auth, request.params.id);
        // The CV is the company's: it is read and attached through this company only.
        const file = await store({
          fileTypeId: FILE_TYPE.candidateCv,
          ownerUserId: auth.userId,
          candidateId: candidate.id,
          companyId: job.companyId,
        });
        await audit(
          tx,
          {
            actorUserId: auth.userId,
            action: 'application.cv_uploaded',
            entity: 'referral',
            entityId: referral.publicId,
            data: { file: file.publicId },
          },
          request,
        );
        return { fileId: file.publicId, name: file.originalName };
      });
    },
  );

  r.get(
    '/api/pipeline/application-history/:jobId',
    {
      ...common,
      schema: {
        ...meta,
        params: applicationHistoryParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'applicationHistory', 'select');
      const history = await applicationHistory(
        db,
        auth,
        request.params.jobId,
        request.query.candidateId,
      );
      return { ...history, statuses: await listStatuses(db) };
    },
  );

  r.get(
    '/api/pipeline/candidate-history/:userId',
    {
      ...common,
      schema: {
        ...meta,
        params: candidateHistoryParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'candidateHistory', 'select');
      const history = await candidateHistory(
        db,
        auth,
        request.params.userId,
        request.query.candidateId,
      );
      return { ...history, statuses: await listStatuses(db) };
    },
  );
}
