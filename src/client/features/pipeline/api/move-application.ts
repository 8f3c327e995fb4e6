import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  moveApplicationResponseSchema,
  type MoveApplicationInput,
} from '#shared/schemas/pipeline.ts';
import { api } from '#client/api/client.ts';
import { PIPELINE_KEY } from './get-pipeline-jobs.ts';

export function moveApplication(id: string, input: MoveApplicationInput) {
  return api.post(`/pipeline/applications/${id}/move`, input, {
    schema: moveApplicationResponseSchema,
  });
}

/** Refreshes the board, the table, the job list (hire counts) and the histories. */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; input: MoveApplicationInput }) =>
      moveApplication(variables.id, variables.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }),
  });
}
