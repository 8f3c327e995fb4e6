import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  applicationsResponseSchema,
  type applicationsQuerySchema,
} from '#shared/schemas/pipeline.ts';
import { api } from '#client/api/client.ts';
import { PIPELINE_KEY } from './get-pipeline-jobs.ts';

export type ApplicationsQuery = z.output<typeof applicationsQuerySchema>;

export function getApplications(jobId: string, query: ApplicationsQuery, signal?: AbortSignal) {
  return api.get(`/pipeline/jobs/${jobId}/applications`, {
    signal,
    query: { ...query },
    schema: applicationsResponseSchema,
  });
}

export const applicationsQueryOptions = (jobId: string, query: ApplicationsQuery) =>
  queryOptions({
    queryKey: [...PIPELINE_KEY, 'applications', jobId, query],
    queryFn: ({ signal }) => getApplications(jobId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useApplications(jobId: string, query: ApplicationsQuery) {
  return useQuery(applicationsQueryOptions(jobId, query));
}
