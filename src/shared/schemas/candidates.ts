import { z } from 'zod';
import { LIMITS } from '../constants/domain.ts';
import { publicIdSchema } from './files.ts';

export const candidateListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
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
