import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api/client.ts';
import { PIPELINE_KEY } from './get-pipeline-jobs.ts';

export function addNote(id: string, note: string) {
  return api.post(`/pipeline/applications/${id}/notes`, { note });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; note: string }) => addNote(variables.id, variables.note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }),
  });
}
