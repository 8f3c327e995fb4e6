import { z } from 'zod';
import { currencyBalanceSchema } from './points.ts';

const money = z.object({ amountMinor: z.number(), currency: z.string() });

export const dashboardJobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  reward: money,
  statusId: z.number(),
  statusName: z.string(),
  statusColor: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type DashboardJob = z.infer<typeof dashboardJobSchema>;

export const dashboardReferralSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobSlug: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  candidateName: z.string(),
  statusName: z.string(),
  statusColor: z.string().nullable(),
  points: z.number(),
  createdAt: z.string(),
});
export type DashboardReferral = z.infer<typeof dashboardReferralSchema>;

export const companyJobSchema = dashboardJobSchema.extend({
  /** The start of the description (HTML); the card strips tags and cuts it. */
  description: z.string(),
  /** 0 to 100: how far the furthest candidate got (100 once someone is hired). */
  progressPct: z.number(),
  active: z.number(),
  waiting: z.number(),
  hired: z.number(),
  total: z.number(),
});
export type CompanyJob = z.infer<typeof companyJobSchema>;

export const dashboardResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('recruiter'),
    /** The payable balance per currency (never one sum of two currencies). */
    balances: z.array(currencyBalanceSchema),
    openJobs: z.array(dashboardJobSchema),
    referrals: z.array(dashboardReferralSchema),
  }),
  z.object({ kind: z.literal('candidate'), applications: z.array(dashboardReferralSchema) }),
  z.object({
    kind: z.literal('company'),
    companyName: z.string().nullable(),
    jobs: z.array(companyJobSchema),
  }),
  z.object({
    kind: z.literal('staff'),
    openJobs: z.number(),
    newReferrals: z.number(),
    hires: z.number(),
    activeUsers: z.number(),
    recentJobs: z.array(dashboardJobSchema),
  }),
]);
export type Dashboard = z.infer<typeof dashboardResponseSchema>;

const activeUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleName: z.string(),
  lastSeenAt: z.string(),
});

export const activeUsersResponseSchema = z.object({
  items: z.array(activeUserSchema),
  /** The same list under the name the spec's client reads (`data`, its count the sessionCount). */
  data: z.array(activeUserSchema),
  count: z.number(),
});
export type ActiveUsers = z.infer<typeof activeUsersResponseSchema>;

/** `?lang=`: status, country and role names in the caller's language. */
export const dashboardQuerySchema = z.object({ lang: z.enum(['en', 'tr']).default('en') });
