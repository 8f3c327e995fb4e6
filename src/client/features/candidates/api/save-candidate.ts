import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  candidateSaveResponseSchema,
  type CandidateInputParsed,
} from '#shared/schemas/candidates.ts';
import { TIMING } from '#shared/constants/domain.ts';
import { request } from '#client/api/client.ts';
import { CANDIDATE_RECORDS_KEY } from './keys.ts';

export type SaveCandidateVariables = {
  /** Absent: a new candidate (POST); present: that candidate (PUT). */
  id?: string;
  input: CandidateInputParsed;
  cv: File | null;
};

/** POST or PUT /api/candidates(/:id), multipart: the JSON payload and an optional CV. */
export function saveCandidate({ id, input, cv }: SaveCandidateVariables) {
  const form = new FormData();
  form.append('payload', JSON.stringify(input));
  if (cv) form.append('cv', cv, cv.name);
  return request(id ? 'PUT' : 'POST', id ? `/candidates/${id}` : '/candidates', {
    formData: form,
    timeoutMs: TIMING.uploadTimeoutMs,
    schema: candidateSaveResponseSchema,
  });
}

export function useSaveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATE_RECORDS_KEY }),
  });
}
