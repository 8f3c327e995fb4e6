import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  candidateRecordListResponseSchema,
  type CandidateRecordListQuery,
} from '#shared/schemas/candidates.ts';
import { api } from '#client/api/client.ts';
import { CANDIDATE_RECORDS_KEY } from './keys.ts';

/** GET /api/candidates: a recruiter's own candidates, or every one for staff. */
export function getCandidateRecords(query: CandidateRecordListQuery, signal?: AbortSignal) {
  return api.get('/candidates', {
    query: { ...query },
    signal,
    schema: candidateRecordListResponseSchema,
  });
}

export const candidateRecordsQueryOptions = (query: CandidateRecordListQuery) =>
  queryOptions({
    queryKey: [...CANDIDATE_RECORDS_KEY, 'list', query],
    queryFn: ({ signal }) => getCandidateRecords(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCandidateRecords(query: CandidateRecordListQuery) {
  return useQuery(candidateRecordsQueryOptions(query));
}
