import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  referralResultSchema,
  type ReferRequest,
  type ReferRequestParsed,
} from '#shared/schemas/referrals.ts';
import { api } from '#client/api/client.ts';
import { CANDIDATES_KEY } from './get-candidates.ts';

export type SubmitVariables<T> = { payload: T; cv: File | null; idempotencyKey: string };

export function submissionForm(payload: unknown, cv: File | null): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  if (cv) form.append('cv', cv, cv.name);
  return form;
}

/** POST /api/referrals (multipart): one transaction on the server; the key makes retries safe. */
export function postReferral({
  payload,
  cv,
  idempotencyKey,
}: SubmitVariables<ReferRequest | ReferRequestParsed>) {
  return api.upload('/referrals', submissionForm(payload, cv), {
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: referralResultSchema,
  });
}

export function usePostReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReferral,
    onSuccess: (result) => {
      if (result.status !== 0) return;
      void queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['points'] });
    },
  });
}
