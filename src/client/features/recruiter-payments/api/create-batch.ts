import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBatchResponseSchema,
  type CreateBatchInput,
} from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_PAYMENTS_KEY } from './keys.ts';

/** POST /api/recruiter-payments/batches: one batch per currency, its key made by the dialog. */
export function createBatch(input: CreateBatchInput) {
  return api.post('/recruiter-payments/batches', input, { schema: createBatchResponseSchema });
}

/** Creates the batches one after another; the lists refresh whatever the outcome. */
export function useCreateBatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: CreateBatchInput[]) => {
      const made = [];
      for (const input of inputs) made.push(await createBatch(input));
      return made;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECRUITER_PAYMENTS_KEY }),
  });
}
