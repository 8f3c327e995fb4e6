import { z } from 'zod';
import { pageQuerySchema } from './common.ts';
import { dateSchema } from './fields.ts';

export const POINT_KINDS = ['reward', 'payout', 'payout_return', 'reversal', 'adjustment'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

export const pointsBalanceResponseSchema = z.object({ points: z.number() });
export type PointsBalance = z.infer<typeof pointsBalanceResponseSchema>;

const isoDay = dateSchema();

export const pointHistoryQuerySchema = pageQuerySchema.extend({
  kind: z.enum(POINT_KINDS).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type PointHistoryQuery = {
  page: number;
  size: number;
  kind?: PointKind;
  from?: string;
  to?: string;
};

export const pointEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(POINT_KINDS),
  points: z.number(),
  amountMinor: z.number(),
  currency: z.string(),
  note: z.string().nullable(),
  jobTitle: z.string().nullable(),
  candidateName: z.string().nullable(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export const pointHistoryResponseSchema = z.object({
  items: z.array(pointEntrySchema),
  total: z.number(),
  balance: z.number(),
});
export type PointHistoryResponse = z.infer<typeof pointHistoryResponseSchema>;
