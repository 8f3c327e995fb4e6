import { z } from 'zod';

const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid');

/** The funnel's stages, in order; which candidate status belongs to which is the server's. */
export const FUNNEL_STAGES = ['referred', 'screened', 'interviewed', 'offered', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Referrals made in the last N days, or all of them. */
export const FUNNEL_PERIODS = ['30d', '90d', '365d', 'all'] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

export const funnelQuerySchema = z.object({
  period: z.enum(FUNNEL_PERIODS).default('all'),
  jobId: publicIdSchema.optional(),
  companyId: publicIdSchema.optional(),
});
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export const funnelStageSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  /** Referrals that reached this stage or a later one. */
  count: z.number().int(),
  /** Share of this stage's referrals that reached the next stage (0 to 1); null for the last or an empty stage. */
  conversionToNext: z.number().nullable(),
  /** Median seconds from entering this stage to reaching a later one, over the referrals that moved on. */
  medianSeconds: z.number().int().nullable(),
});
export type FunnelStageRow = z.infer<typeof funnelStageSchema>;

export const funnelRowSchema = z.object({
  /** The recruiter's public id; null for candidates' own applications. */
  recruiterId: z.string().nullable(),
  recruiterName: z.string().nullable(),
  stages: z.array(funnelStageSchema),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

const optionSchema = z.object({ id: z.string(), name: z.string() });
export type FunnelOption = z.infer<typeof optionSchema>;

export const funnelResponseSchema = z.object({
  /** `recruiter`: the caller's own referrals; `company`: per recruiter, for a company's jobs (or staff's). */
  view: z.enum(['recruiter', 'company']),
  period: z.enum(FUNNEL_PERIODS),
  total: funnelRowSchema,
  /** Per recruiter (company view only; empty for a recruiter). */
  rows: z.array(funnelRowSchema),
  /** The job filter's choices. */
  jobs: z.array(optionSchema),
  /** The company filter's choices (staff only; empty otherwise). */
  companies: z.array(optionSchema),
});
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;
