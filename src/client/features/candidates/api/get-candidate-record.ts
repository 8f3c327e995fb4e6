import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateDetailSchema } from '#shared/schemas/candidates.ts';
import { api } from '#client/api/client.ts';
import { CANDIDATE_RECORDS_KEY } from './keys.ts';

/** GET /api/candidates/:id: every field and the stored CVs. */
export function getCandidateRecord(id: string, signal?: AbortSignal) {
  return api.get(`/candidates/${id}`, { signal, schema: candidateDetailSchema });
}

export const candidateRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CANDIDATE_RECORDS_KEY, 'detail', id],
    queryFn: ({ signal }) => getCandidateRecord(id, signal),
  });

export function useCandidateRecord(id: string) {
  return useQuery(candidateRecordQueryOptions(id));
}
