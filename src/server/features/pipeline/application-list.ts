import { and, count, eq, not } from 'drizzle-orm';
import {
  applicationsQuerySchema,
  applicationsResponseSchema,
  pipelineJobParamsSchema,
  type Application,
} from '#shared/schemas/pipeline.ts';
import type { z } from 'zod';
import { referrals } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { lowerCaseKeyMatch } from '../../platform/list-kit/text-match.ts';
import { jobForCaller } from '../../platform/company-access.ts';
import { referralObjected } from '../../platform/consents/referral-objected.ts';
import { applicationQuery, toApplication, type ApplicationRow } from './queries.ts';

type Query = z.output<typeof applicationsQuerySchema>;
type Params = z.output<typeof pipelineJobParamsSchema>;

/** The table view of a job's applications (menu `applications`), for those who manage the job. */
export const applicationList: ListResource<Query, number, ApplicationRow, Application> = {
  base: '/api/pipeline/jobs/:jobId/applications',
  tags: ['pipeline'],
  rights: { menu: 'applications' },
  schemas: {
    params: pipelineJobParamsSchema,
    query: applicationsQuerySchema,
    page: applicationsResponseSchema,
  },
  // Another company's job answers 404, so its id is never confirmed.
  scope: async ({ db, auth, request }) =>
    (await jobForCaller(db, auth, (request.params as Params).jobId)).id,
  select: (db) => applicationQuery(db),
  // The filters read the referral's own columns: counted and paged without its candidate.
  count: (db) => db.select({ value: count() }).from(referrals),
  // The reward and notice columns cost a query a row: computed for the page's rows only.
  keys: (db) => db.select({ key: referrals.id }).from(referrals),
  where: (query, jobId) =>
    and(
      eq(referrals.jobId, jobId),
      // As on the board: a referral its person objected to is withdrawn.
      not(referralObjected),
      query.statusId ? eq(referrals.statusId, query.statusId) : undefined,
      // The referral's lower-case copies of its candidate's full name and e-mail, kept by
      // triggers: the search reads the job's own rows, however many candidates elsewhere match.
      lowerCaseKeyMatch(query.q, [referrals.candidateNameKey, referrals.candidateEmailKey]),
    ),
  sorts: () => ({
    createdAt: referrals.createdAt,
    updatedAt: referrals.updatedAt,
    // The referral's copy of the name's key, kept by triggers: indexed with the job.
    candidateName: referrals.candidateNameKey,
    statusId: referrals.statusId,
  }),
  tieBreak: { column: referrals.id, order: 'desc' },
  toItem: toApplication,
  // A search walks the job's applications in order until a page is found. The planner gives that
  // walk two workers, which on two cores took 50 ms to start, longer than the walk itself (a job
  // with 10,000 applications, 36 matches: p95 135 ms).
  withoutParallelWorkers: true,
};
