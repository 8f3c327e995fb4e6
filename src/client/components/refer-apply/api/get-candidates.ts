import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateListResponseSchema } from '#shared/schemas/candidates.ts';
import { api } from '#client/api/client.ts';

export const CANDIDATES_KEY = ['candidates'] as const;

/** GET /api/referrals/candidates: the recruiter's own candidates, searchable, paged. */
export type CandidatesQuery = { search?: string; page: number; size: number };

export function getCandidates(query: CandidatesQuery, signal?: AbortSignal) {
  return api.get('/referrals/candidates', { query, signal, schema: candidateListResponseSchema });
}

export const candidatesQueryOptions = (query: CandidatesQuery) =>
  queryOptions({
    queryKey: [...CANDIDATES_KEY, 'list', query],
    queryFn: ({ signal }) => getCandidates(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCandidates(query: CandidatesQuery, enabled = true) {
  return useQuery({ ...candidatesQueryOptions(query), enabled });
}
