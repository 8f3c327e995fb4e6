import { z } from 'zod';
import { dateSchema, idParamSchema, lineText } from './fields.ts';
import { countryIdsSchema, moneySchema, salarySchema } from './jobs.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';
import { personOptionSchema } from './job-admin.ts';

const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid');

export const JOB_ADMIN_LIST_SORTS = ['createdAt', 'title', 'referenceCode', 'statusId'] as const;

/**
 * GET /api/job-admin/jobs: the jobs the caller manages (staff: every job), any status, with the
 * back-office filters (company, status, assigned people) beside the search's filters.
 */
export const jobAdminListQuerySchema = listQuerySchema(
  JOB_ADMIN_LIST_SORTS,
  'createdAt',
  'desc',
).extend({
  companyId: publicIdSchema.optional(),
  statusId: idParamSchema().optional(),
  /** A company member responsible for the job. */
  responsibleId: publicIdSchema.optional(),
  /** A recruiter assigned to the job (a "crowd responsible"). */
  recruiterId: publicIdSchema.optional(),
  countryIds: countryIdsSchema.default([]),
  cityId: idParamSchema().optional(),
  jobTypeId: idParamSchema().optional(),
  recruitmentTypeId: idParamSchema().optional(),
  remoteTypeId: idParamSchema().optional(),
  /** Created on or after this UTC day. */
  postedAfter: dateSchema().optional(),
  /** The exact reference code (the payment flow looks its job up by it). */
  referenceCode: lineText().max(40, 'validation.tooLong').optional(),
  lang: z.enum(['en', 'tr']).default('en'),
});
export type JobAdminListQuery = z.output<typeof jobAdminListQuerySchema>;

export const jobAdminListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  referenceCode: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  statusColor: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  countryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  jobTypeName: z.string().nullable(),
  recruitmentTypeName: z.string().nullable(),
  remoteTypeName: z.string().nullable(),
  reward: moneySchema,
  salary: salarySchema,
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type JobAdminListItem = z.infer<typeof jobAdminListItemSchema>;
export const jobAdminListResponseSchema = pagedResponseSchema(jobAdminListItemSchema);

/** POST /api/job-admin/jobs/:jobId/responsibles (or /recruiters): one person to add. */
export const jobPersonBodySchema = z.object({ userId: publicIdSchema });
export const jobPersonParamsSchema = z.object({ jobId: publicIdSchema, userId: publicIdSchema });

/** The job's responsibles (or assigned recruiters) after the change. */
export const jobPeopleResponseSchema = z.object({ items: z.array(personOptionSchema) });
export type JobPeopleResponse = z.infer<typeof jobPeopleResponseSchema>;
