import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  companyOptionsResponseSchema,
  companyParamsSchema,
  companyPeopleResponseSchema,
  jobAdminParamsSchema,
  jobFormResponseSchema,
  jobFormSchema,
  savedJobResponseSchema,
} from '#shared/schemas/job-admin.ts';
import {
  jobPeopleResponseSchema,
  jobPersonBodySchema,
  jobPersonParamsSchema,
} from '#shared/schemas/job-admin-list.ts';
import type { AppContext } from '../../app-context.ts';
import { authenticated, requireMenuRight } from '../../platform/auth/guards.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { jobAdminList } from './job-list.ts';
import { addJobPerson, removeJobPerson, type JobPeopleKind } from './job-people.ts';
import { companyOptions, companyPeople, readJobForm } from './read-job.ts';
import { createJob, updateJob } from './save-job.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const common = { onRequest: authenticated } as const;
const meta = { tags: ['job-admin'], security: [{ bearer: [] }] };

/** Jobs create and edit: company members for their companies, staff for any. */
export async function jobAdminRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/job-admin/companies',
    { ...common, schema: { ...meta, response: { 200: companyOptionsResponseSchema, ...errors } } },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'jobsCreate', 'select');
      return companyOptions(db, auth);
    },
  );

  r.get(
    '/api/job-admin/companies/:companyId/people',
    {
      ...common,
      schema: {
        ...meta,
        params: companyParamsSchema,
        response: { 200: companyPeopleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'jobsCreate', 'select');
      return companyPeople(db, auth, request.params.companyId);
    },
  );

  r.get(
    '/api/job-admin/jobs/:jobId',
    {
      ...common,
      schema: {
        ...meta,
        params: jobAdminParamsSchema,
        response: { 200: jobFormResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'jobsEdit', 'select');
      return readJobForm(db, auth, request.params.jobId);
    },
  );

  r.post(
    '/api/job-admin/jobs',
    {
      ...common,
      schema: {
        ...meta,
        body: jobFormSchema,
        response: { 201: savedJobResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireMenuRight(request, db, 'jobsCreate', 'insert');
      const saved = await createJob(db, auth, request.body, request);
      return reply.code(201).send(saved);
    },
  );

  r.put(
    '/api/job-admin/jobs/:jobId',
    {
      ...common,
      schema: {
        ...meta,
        params: jobAdminParamsSchema,
        body: jobFormSchema,
        response: { 200: savedJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireMenuRight(request, db, 'jobsEdit', 'update');
      return updateJob(db, auth, request.params.jobId, request.body, request);
    },
  );

  registerList(app, db, jobAdminList);

  // One person more or less on a job: company responsibles (members of the job's company) and
  // assigned recruiters, without sending the whole form (the spec's sqlIds 32 and 33).
  for (const kind of ['responsibles', 'recruiters'] as const satisfies JobPeopleKind[]) {
    r.post(
      `/api/job-admin/jobs/:jobId/${kind}`,
      {
        ...common,
        schema: {
          ...meta,
          params: jobAdminParamsSchema,
          body: jobPersonBodySchema,
          response: { 200: jobPeopleResponseSchema, ...errors },
        },
      },
      async (request) => {
        const auth = await requireMenuRight(request, db, 'jobsEdit', 'update');
        return addJobPerson(db, {
          auth,
          kind,
          jobPublicId: request.params.jobId,
          userPublicId: request.body.userId,
          request,
        });
      },
    );

    r.delete(
      `/api/job-admin/jobs/:jobId/${kind}/:userId`,
      {
        ...common,
        schema: {
          ...meta,
          params: jobPersonParamsSchema,
          response: { 200: jobPeopleResponseSchema, ...errors },
        },
      },
      async (request) => {
        const auth = await requireMenuRight(request, db, 'jobsEdit', 'update');
        return removeJobPerson(db, {
          auth,
          kind,
          jobPublicId: request.params.jobId,
          userPublicId: request.params.userId,
          request,
        });
      },
    );
  }
}
