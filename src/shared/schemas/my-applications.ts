import { z } from 'zod';

/** A candidate status as the candidate's list shows it: both names, the client picks its language. */
export const myApplicationStatusSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  colorCode: z.string(),
});
export type MyApplicationStatus = z.infer<typeof myApplicationStatusSchema>;

/** One status change; notes (a move to the same status) are the company's and never listed. */
export const myApplicationHistoryEntrySchema = z.object({
  fromStatusId: z.number().int().nullable(),
  toStatusId: z.number().int(),
  changedAt: z.string(),
});
export type MyApplicationHistoryEntry = z.infer<typeof myApplicationHistoryEntrySchema>;

export const myApplicationSchema = z.object({
  id: z.string(),
  /** `application`: the candidate applied; `referral`: a recruiter referred them. */
  kind: z.enum(['referral', 'application']),
  jobId: z.string(),
  jobSlug: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** Who referred the candidate (referrals only). */
  referrerName: z.string().nullable(),
  statusId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(myApplicationHistoryEntrySchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationsResponseSchema = z.object({
  statuses: z.array(myApplicationStatusSchema),
  items: z.array(myApplicationSchema),
});
export type MyApplicationsResponse = z.infer<typeof myApplicationsResponseSchema>;
