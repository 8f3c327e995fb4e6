import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingInfoResponseSchema } from '#shared/schemas/billing-info.ts';
import { api } from '#client/api/client.ts';

export type BillingScope = 'personal' | 'company';

export function getBillingInfo(scope: BillingScope, signal?: AbortSignal) {
  return api.get(`/billing-info/${scope}`, { signal, schema: billingInfoResponseSchema });
}

export const billingInfoQueryOptions = (scope: BillingScope) =>
  queryOptions({
    queryKey: ['billingInfo', scope],
    queryFn: ({ signal }) => getBillingInfo(scope, signal),
  });

export function useBillingInfo(scope: BillingScope) {
  return useQuery(billingInfoQueryOptions(scope));
}
