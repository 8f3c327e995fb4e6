import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { savedJobResponseSchema, type JobFormInput } from '#shared/schemas/job-admin.ts';
import { api } from '#client/api/client.ts';
import { JOB_ADMIN_KEY } from './get-job-form.ts';

export type SavedJob = z.infer<typeof savedJobResponseSchema>;

export function saveJob(jobId: string | undefined, input: JobFormInput) {
  return jobId
    ? api.put(`/job-admin/jobs/${jobId}`, input, { schema: savedJobResponseSchema })
    : api.post('/job-admin/jobs', input, { schema: savedJobResponseSchema });
}

/** Creates or updates; job lists anywhere (pipeline, search) are refetched. */
export function useSaveJob(jobId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobFormInput) => saveJob(jobId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: JOB_ADMIN_KEY });
      await queryClient.invalidateQueries({ queryKey: ['pipeline'] });
    },
  });
}
