import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  withholdingRatesResponseSchema,
  type SaveWithholdingRateInput,
} from '#shared/schemas/recruiter-payments.ts';
import { api } from '#client/api/client.ts';
import { RECRUITER_PAYMENTS_KEY } from './keys.ts';

const KEY = [...RECRUITER_PAYMENTS_KEY, 'withholding-rates'] as const;

/** GET /api/recruiter-payments/withholding-rates */
export function useWithholdingRates() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get('/recruiter-payments/withholding-rates', {
        signal,
        schema: withholdingRatesResponseSchema,
      }),
  });
}

/** PUT /api/recruiter-payments/withholding-rates: one country's rate. */
export function useSaveWithholdingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveWithholdingRateInput) =>
      api.put('/recruiter-payments/withholding-rates', input, {
        schema: withholdingRatesResponseSchema,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      return queryClient.invalidateQueries({ queryKey: RECRUITER_PAYMENTS_KEY });
    },
  });
}
