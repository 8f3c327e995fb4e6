import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEntryResponseSchema,
  type PaymentEntryInput,
} from '#shared/schemas/payment-entry.ts';
import { api } from '#client/api/client.ts';
import { PAYMENT_ENTRY_KEY } from './keys.ts';

/** POST /api/payment-entry: one payment, with the request key the form was opened with. */
export function createEntry(input: PaymentEntryInput) {
  return api.post('/payment-entry', input, { schema: createEntryResponseSchema });
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_ENTRY_KEY }),
  });
}
