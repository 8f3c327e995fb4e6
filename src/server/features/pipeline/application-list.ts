import { and, count, eq, sql } from 'drizzle-orm';
import {
  applicationsQuerySchema,
  applicationsResponseSchema,
  pipelineJobParamsSchema,
  type Application,
} from '#shared/schemas/pipeline.ts';
import type { z } from 'zod';
import { candidates, referrals } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import { jobForCaller } from '../../platform/company-access.ts';
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
  count: (db) =>
    db
      .select({ value: count() })
      .from(referrals)
      .innerJoin(candidates, eq(candidates.id, referrals.candidateId)),
  where: (query, jobId) =>
    and(
      eq(referrals.jobId, jobId),
      query.statusId ? eq(referrals.statusId, query.statusId) : undefined,
      textMatch(query.q, [
        candidates.firstname,
        candidates.lastname,
        candidates.email,
        sql`${candidates.firstname} || ' ' || ${candidates.lastname}`,
      ]),
    ),
  sorts: () => ({
    createdAt: referrals.createdAt,
    updatedAt: referrals.updatedAt,
    candidateName: sql`lower(${candidates.firstname} || ' ' || ${candidates.lastname})`,
    statusId: referrals.statusId,
  }),
  tieBreak: { column: referrals.id, order: 'desc' },
  toItem: toApplication,
};
