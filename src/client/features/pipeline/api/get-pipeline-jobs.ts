import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pipelineJobsResponseSchema } from '#shared/schemas/pipeline.ts';
import { api } from '#client/api/client.ts';

export const PIPELINE_KEY = ['pipeline'] as const;

export function getPipelineJobs(q: string, signal?: AbortSignal) {
  return api.get('/pipeline/jobs', {
    signal,
    query: { q: q || undefined, size: 50 },
    schema: pipelineJobsResponseSchema,
  });
}

export const pipelineJobsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...PIPELINE_KEY, 'jobs', q],
    queryFn: ({ signal }) => getPipelineJobs(q, signal),
    placeholderData: keepPreviousData,
  });

export function usePipelineJobs(q: string) {
  return useQuery(pipelineJobsQueryOptions(q));
}
