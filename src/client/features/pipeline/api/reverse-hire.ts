import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reverseHireResponseSchema } from '#shared/schemas/pipeline.ts';
import { api } from '#client/api/client.ts';
import { PIPELINE_KEY } from './get-pipeline-jobs.ts';

export function reverseHire(id: string, note: string) {
  return api.post(
    `/pipeline/applications/${id}/reverse-hire`,
    { note },
    {
      schema: reverseHireResponseSchema,
    },
  );
}

export function useReverseHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; note: string }) =>
      reverseHire(variables.id, variables.note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }),
  });
}
