import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvListResponseSchema } from '#shared/schemas/files.ts';
import { api } from '#client/api/client.ts';
import { CANDIDATES_KEY } from './get-candidates.ts';

/** GET /api/referrals/candidates/:id/cvs (a recruiter's candidate) or /api/referrals/candidates/mine/cvs (oneself). */
export function getCandidateCvs(candidateId: string | 'mine', signal?: AbortSignal) {
  return api.get(`/referrals/candidates/${candidateId}/cvs`, {
    signal,
    schema: cvListResponseSchema,
  });
}

export const candidateCvsQueryOptions = (candidateId: string | 'mine') =>
  queryOptions({
    queryKey: [...CANDIDATES_KEY, 'cvs', candidateId],
    queryFn: ({ signal }) => getCandidateCvs(candidateId, signal),
  });

export function useCandidateCvs(candidateId: string | 'mine' | null) {
  return useQuery({
    ...candidateCvsQueryOptions(candidateId ?? 'mine'),
    enabled: candidateId !== null,
  });
}
