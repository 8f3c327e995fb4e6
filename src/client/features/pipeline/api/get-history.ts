import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyResponseSchema } from '#shared/schemas/pipeline.ts';
import { api } from '#client/api/client.ts';
import { PIPELINE_KEY } from './get-pipeline-jobs.ts';

export type HistoryTarget =
  | { kind: 'application'; jobId: string; candidateId?: string }
  | { kind: 'candidate'; userId: string; candidateId?: string };

export function getHistory(target: HistoryTarget, signal?: AbortSignal) {
  const path =
    target.kind === 'application'
      ? `/pipeline/application-history/${target.jobId}`
      : `/pipeline/candidate-history/${target.userId}`;
  return api.get(path, {
    signal,
    query: { candidateId: target.candidateId },
    schema: historyResponseSchema,
  });
}

export const historyQueryOptions = (target: HistoryTarget) =>
  queryOptions({
    queryKey: [...PIPELINE_KEY, 'history', target],
    queryFn: ({ signal }) => getHistory(target, signal),
  });

export function useHistory(target: HistoryTarget) {
  return useQuery(historyQueryOptions(target));
}
