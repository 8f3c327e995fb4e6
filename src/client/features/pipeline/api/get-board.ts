import { queryOptions, useQuery } from '@tanstack/react-query';
import { boardResponseSchema } from '#shared/schemas/pipeline.ts';
import { api } from '#client/api/client.ts';
import { PIPELINE_KEY } from './get-pipeline-jobs.ts';

export function getBoard(jobId: string, signal?: AbortSignal) {
  return api.get(`/pipeline/jobs/${jobId}/board`, { signal, schema: boardResponseSchema });
}

export const boardQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...PIPELINE_KEY, 'board', jobId],
    queryFn: ({ signal }) => getBoard(jobId, signal),
  });

export function useBoard(jobId: string | null) {
  return useQuery({ ...boardQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
