import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralResultSchema, type ApplyRequest } from '#shared/schemas/referrals.ts';
import { api } from '#client/api/client.ts';
import { CANDIDATES_KEY } from './get-candidates.ts';
import { submissionForm, type SubmitVariables } from './post-referral.ts';

/** POST /api/applications (multipart): the signed-in user applies with a new or stored CV. */
export function postApplication({ payload, cv, idempotencyKey }: SubmitVariables<ApplyRequest>) {
  return api.upload('/applications', submissionForm(payload, cv), {
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: referralResultSchema,
  });
}

export function usePostApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApplication,
    onSuccess: (result) => {
      if (result.status !== 0) return;
      void queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['points'] });
    },
  });
}
