import { z } from 'zod';
import { dateSchema, idParamSchema, lineText } from './fields.ts';

import {
  DATE_POSTED_CODES,
  JOB_SEARCH_MAX_SIZE,
  JOB_SORT_FIELDS,
  JOB_TYPE_CODES,
  SEARCH_TOTAL_CAP,
  WORK_TYPE_CODES,
} from '../constants/jobs.ts';

export {
  SEARCH_TOTAL_CAP,
  JOB_SEARCH_MAX_SIZE,
  JOB_TYPE_CODES,
  WORK_TYPE_CODES,
  DATE_POSTED_CODES,
  JOB_SORT_FIELDS,
  NO_SIMILAR_SUFFIX,
  type JobTypeCode,
  type WorkTypeCode,
  type DatePostedCode,
  type JobSortField,
} from '../constants/jobs.ts';

/** 1 allowed, 0 already done by this user, -1 hidden (ARCHITECTURE.md, "Who may do what on a job"). */
export const showFlagSchema = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export type ShowFlag = z.infer<typeof showFlagSchema>;

/** A comma list (or repeated key) of country ids. */
export const countryIdsSchema = z.preprocess((value) => {
  if (value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
}, z.array(idParamSchema()).max(300));

/** A public id (32 hex characters) in a query string, read in any case. */
const publicIdQuerySchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/i, 'validation.invalid')
  .transform((value) => value.toLowerCase());

/** GET /api/jobs: server-side search of open jobs. */
export const jobSearchQuerySchema = z
  .object({
    countryIds: countryIdsSchema.default([]),
    keyword: lineText().max(100, 'validation.tooLong').default(''),
    jobType: z.enum(JOB_TYPE_CODES).optional(),
    workType: z.enum(WORK_TYPE_CODES).optional(),
    datePosted: z.enum(DATE_POSTED_CODES).default('any'),
    sort: z.enum(JOB_SORT_FIELDS).default('createDate'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(JOB_SEARCH_MAX_SIZE).default(10),
    lang: z.enum(['en', 'tr']).default('en'),
    /** Filters by lookup id (the spec's sqlId 3 sends ids, not codes); absent means any. */
    cityId: idParamSchema().optional(),
    jobTypeId: idParamSchema().optional(),
    recruitmentTypeId: idParamSchema().optional(),
    /** One company's open jobs (its public id). */
    companyId: publicIdQuerySchema.optional(),
    /** Posted on or after this UTC day (`YYYY-MM-DD`), as the spec's `piv_posted_after_date`. */
    postedAfter: dateSchema().optional(),
  })
  .refine((query) => (query.page - 1) * query.size < SEARCH_TOTAL_CAP, {
    path: ['page'],
    message: `Pages end at ${SEARCH_TOTAL_CAP} rows; narrow the search instead`,
  });
/** What a client sends (everything optional; the server applies the defaults). */
export type JobSearchQuery = Partial<z.output<typeof jobSearchQuerySchema>>;
export type JobSearchParams = z.output<typeof jobSearchQuerySchema>;

export const moneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** One job of a list (card, table row, carousel slide). `id` is the opaque public id. */
export const jobSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  referenceCode: z.string(),
  statusId: z.number().int(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  cityName: z.string().nullable(),
  countryName: z.string().nullable(),
  countryIso2: z.string().nullable(),
  /** Lookup ids of the location (optional for fixtures written before they were added). */
  countryId: z.number().int().nullable().optional(),
  cityId: z.number().int().nullable().optional(),
  jobTypeName: z.string().nullable(),
  remoteTypeName: z.string().nullable(),
  reward: moneySchema,
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** Description as plain text, cut at 150 characters. */
  excerpt: z.string(),
  showRefer: showFlagSchema,
  showApply: showFlagSchema,
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobSearchResponseSchema = z.object({
  items: z.array(jobSummarySchema),
  /** Matching rows, at most SEARCH_TOTAL_CAP (then `totalCapped`). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
  /** The keyword found nothing: these are the results of its closest spelling. */
  correctedKeyword: z.string().optional(),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

export const jobIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{32}$/i, 'Not a job id')
    .transform((value) => value.toLowerCase()),
});
export const jobLangQuerySchema = z.object({ lang: z.enum(['en', 'tr']).default('en') });

export const jobPersonSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** Only for logged-in callers (the 'Message to Recruiter' link); null for anonymous visitors. */
  email: z.string().nullable(),
  pictureUrl: z.string().nullable(),
});
export type JobPerson = z.infer<typeof jobPersonSchema>;

export const salarySchema = z.object({
  minMinor: z.number().int().nullable(),
  maxMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  typeName: z.string().nullable(),
});

export const jobDetailSchema = jobSummarySchema.extend({
  statusName: z.string(),
  statusColor: z.string(),
  companyWebsite: z.string().nullable(),
  companyDescription: z.string().nullable(),
  industryName: z.string().nullable(),
  recruitmentTypeName: z.string().nullable(),
  salary: salarySchema,
  activeCount: z.number().int(),
  waitingCount: z.number().int(),
  viewCount: z.number().int(),
  progressPct: z.number().int().min(0).max(100),
  /** Sanitised HTML. */
  descriptionHtml: z.string(),
  qualificationHtml: z.string(),
  recruiters: z.array(jobPersonSchema),
  responsibles: z.array(jobPersonSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const similarJobsResponseSchema = z.object({ items: z.array(jobSummarySchema) });
export type SimilarJobsResponse = z.infer<typeof similarJobsResponseSchema>;
