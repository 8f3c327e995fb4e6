import { z } from 'zod';
import { LIMITS } from '../constants/domain.ts';
import { dateSchema, idParamSchema, idSchema, lineText, multiLineText } from './fields.ts';
import { cvFileSchema, publicIdSchema } from './files.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';
import { referNewRequestSchema } from './referrals.ts';

export const candidateListQuerySchema = z.object({
  search: lineText().max(100, 'validation.tooLong').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(LIMITS.referListPageSize),
});
export type CandidateListQuery = z.input<typeof candidateListQuerySchema>;

export const candidateSummarySchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  linkedinPage: z.string().nullable(),
  countryName: z.string().nullable(),
  cityName: z.string().nullable(),
  cvCount: z.number(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const candidateListResponseSchema = z.object({
  items: z.array(candidateSummarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type CandidateListResponse = z.infer<typeof candidateListResponseSchema>;

export const candidateParamsSchema = z.object({ candidateId: publicIdSchema });

// ---- Candidate records (the candidates pages: list, new, edit) -------------------------------

export const CANDIDATE_MESSAGES = {
  hasReferrals: 'userAdmin.candidates.hasReferrals',
  notFound: 'userAdmin.candidates.notFound',
  city: 'userAdmin.validation.city',
} as const;

export const CANDIDATE_SORTS = [
  'name',
  'email',
  'mobile',
  'country',
  'educationLevel',
  'createdAt',
  'owner',
] as const;

const optionalId = idParamSchema().optional();
const isoDate = dateSchema().optional();

/** Filters of the candidates list (and its CSV export); `owner` is a staff-only text filter. */
export const candidateRecordFiltersSchema = z.object({
  countryId: optionalId,
  educationLevelId: optionalId,
  createdFrom: isoDate,
  createdTo: isoDate,
  owner: lineText().max(100, 'validation.tooLong').optional(),
  lang: z.enum(['en', 'tr']).default('en'),
});
export const candidateRecordListQuerySchema = listQuerySchema(
  CANDIDATE_SORTS,
  'createdAt',
  'desc',
).extend(candidateRecordFiltersSchema.shape);
export type CandidateRecordListQuery = z.output<typeof candidateRecordListQuerySchema>;
export const candidateRecordExportQuerySchema = candidateRecordListQuerySchema.omit({
  page: true,
  size: true,
});
export type CandidateRecordExportQuery = z.output<typeof candidateRecordExportQuerySchema>;

export const candidateRecordSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  linkedinPage: z.string().nullable(),
  countryName: z.string().nullable(),
  cityName: z.string().nullable(),
  educationLevelName: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  referralCount: z.number().int(),
  cvCount: z.number().int(),
  createdAt: z.string(),
});
export type CandidateRecord = z.infer<typeof candidateRecordSchema>;
export const candidateRecordListResponseSchema = pagedResponseSchema(candidateRecordSchema);
export type CandidateRecordListResponse = z.infer<typeof candidateRecordListResponseSchema>;

const nullableId = idSchema().nullable().default(null);

/**
 * Every field of a candidate record. Name, e-mail, mobile and LinkedIn follow the refer dialog's
 * rules and messages (the same schemas); the rest is optional. A city needs its country.
 */
export const candidateInputSchema = z
  .object({
    firstname: referNewRequestSchema.shape.firstname,
    lastname: referNewRequestSchema.shape.lastname,
    email: referNewRequestSchema.shape.email,
    mobile: referNewRequestSchema.shape.mobile,
    linkedinPage: referNewRequestSchema.shape.linkedinPage,
    countryId: nullableId,
    cityId: nullableId,
    educationLevelId: nullableId,
    notes: multiLineText()
      .max(LIMITS.additionalInfo, 'validation.tooLong')
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null)),
  })
  .refine((value) => value.cityId === null || value.countryId !== null, {
    path: ['cityId'],
    message: CANDIDATE_MESSAGES.city,
  });
export type CandidateInput = z.input<typeof candidateInputSchema>;
export type CandidateInputParsed = z.output<typeof candidateInputSchema>;

export const candidateDetailSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  linkedinPage: z.string().nullable(),
  countryId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  educationLevelId: z.number().int().nullable(),
  notes: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  referralCount: z.number().int(),
  cvs: z.array(cvFileSchema),
  createdAt: z.string(),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

export const candidateRecordParamsSchema = z.object({ id: publicIdSchema });
export const candidateSaveResponseSchema = z.object({ id: z.string(), message: z.string() });
export type CandidateSaveResponse = z.infer<typeof candidateSaveResponseSchema>;
