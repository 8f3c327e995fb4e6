import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import { api } from '#client/api/client.ts';
import { CANDIDATE_RECORDS_KEY } from './keys.ts';

/** DELETE /api/candidates/:id: 409 when the candidate has referrals. */
export function deleteCandidate(id: string) {
  return api.delete(`/candidates/${id}`, { schema: okResponseSchema });
}

export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATE_RECORDS_KEY }),
  });
}
