import { z } from 'zod';
import { idParamSchema, idSchema, lineText, multiLineText } from './fields.ts';

/** Public ids travel in URLs; sequential ids never leave the server. */
const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'invalid_id');

export const PIPELINE_MESSAGES = {
  status: 'Please Select Related Status!!!',
  description: 'Please Provide a Description',
  cv: 'Please Attach your CV',
} as const;

export const pipelineJobParamsSchema = z.object({ jobId: publicIdSchema });
export const applicationParamsSchema = z.object({ id: publicIdSchema });

export const pipelineJobsQuerySchema = z.object({
  q: lineText().max(100, 'validation.tooLong').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const pipelineJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  referenceCode: z.string(),
  companyName: z.string(),
  statusId: z.number().int(),
  applicationCount: z.number().int(),
  hireCount: z.number().int(),
  rewardMinor: z.number().int(),
  rewardCurrency: z.string(),
});
export type PipelineJob = z.infer<typeof pipelineJobSchema>;

export const pipelineJobsResponseSchema = z.object({
  items: z.array(pipelineJobSchema),
  total: z.number().int(),
});
export type PipelineJobsResponse = z.infer<typeof pipelineJobsResponseSchema>;

export const candidateStatusSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  colorCode: z.string(),
  requiresCv: z.boolean(),
});
export type CandidateStatus = z.infer<typeof candidateStatusSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  kind: z.enum(['referral', 'application']),
  statusId: z.number().int(),
  candidateId: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string().nullable(),
  referrerName: z.string(),
  cvFileId: z.string().nullable(),
  cvFileName: z.string().nullable(),
  hiredAt: z.string().nullable(),
  rewardReversed: z.boolean(),
  /** The reward of the current hire is earned: the hire can no longer be reversed. */
  rewardEarned: z.boolean(),
  /** The referred person's answer to the referral notice (consents); null: none yet. */
  candidateResponse: z.enum(['confirmed', 'objected']).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const boardResponseSchema = z.object({
  job: pipelineJobSchema,
  statuses: z.array(candidateStatusSchema),
  columns: z.array(z.object({ statusId: z.number().int(), items: z.array(applicationSchema) })),
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;

export const APPLICATION_SORTS = ['createdAt', 'updatedAt', 'candidateName', 'statusId'] as const;

export const applicationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(APPLICATION_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  statusId: idParamSchema().optional(),
  q: lineText().max(100, 'validation.tooLong').optional(),
});

export const applicationsResponseSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ApplicationsResponse = z.infer<typeof applicationsResponseSchema>;

/** The move dialog; messages are the spec's texts, checked again by the server. */
export const moveApplicationSchema = z.object({
  statusId: idSchema(PIPELINE_MESSAGES.status),
  note: multiLineText({ error: PIPELINE_MESSAGES.description })
    .trim()
    .min(1, PIPELINE_MESSAGES.description)
    .max(2000),
  cvFileId: publicIdSchema.nullish(),
  /** Moving to hire holds the referrer's reward; the company member must confirm it explicitly. */
  confirmHire: z.boolean().optional(),
});
export type MoveApplicationInput = z.infer<typeof moveApplicationSchema>;

/** A confirmed hire's reward: owed by the company, pending for the referrer until the guarantee ends. */
export const heldRewardSchema = z.object({
  points: z.number(),
  amountMinor: z.number().int(),
  currency: z.string(),
  guaranteeEndsAt: z.string(),
});

export const moveApplicationResponseSchema = z.object({
  application: applicationSchema,
  reward: heldRewardSchema.nullable(),
});
export type MoveApplicationResponse = z.infer<typeof moveApplicationResponseSchema>;

export const reverseHireSchema = z.object({
  note: multiLineText().trim().min(1, PIPELINE_MESSAGES.description).max(2000),
});

export const reverseHireResponseSchema = z.object({
  application: applicationSchema,
  reversal: z.object({ points: z.number(), amountMinor: z.number().int(), currency: z.string() }),
});

export const addNoteSchema = z.object({
  note: multiLineText().trim().min(1, PIPELINE_MESSAGES.description).max(2000),
});

export const uploadCvResponseSchema = z.object({ fileId: z.string(), name: z.string() });

export const historyEntrySchema = z.object({
  id: z.number().int(),
  applicationId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  fromStatusId: z.number().int().nullable(),
  toStatusId: z.number().int(),
  /** A note on the application without a status change. */
  isNote: z.boolean(),
  note: z.string().nullable(),
  cvFileId: z.string().nullable(),
  /** Null for the person the referral is about: who at the company moved it is the company's. */
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  title: z.string(),
  statuses: z.array(candidateStatusSchema),
  items: z.array(historyEntrySchema),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const applicationHistoryParamsSchema = z.object({ jobId: publicIdSchema });
export const candidateHistoryParamsSchema = z.object({ userId: publicIdSchema });
export const historyQuerySchema = z.object({ candidateId: publicIdSchema.optional() });
