import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingInfoSaveResponseSchema,
  type BillingInfoInput,
} from '#shared/schemas/billing-info.ts';
import { api } from '#client/api/client.ts';
import { meQueryOptions } from '#client/session/api/get-me.ts';
import { PROFILE_KEY, WARNINGS_KEY } from '#client/api/profile-keys.ts';
import { billingInfoQueryOptions, type BillingScope } from './get-billing-info.ts';

export function saveBillingInfo(scope: BillingScope, body: BillingInfoInput) {
  return api.put(`/billing-info/${scope}`, body, { schema: billingInfoSaveResponseSchema });
}

/** After a successful save the user is reloaded (profile, session user, warning badges). */
export function useSaveBillingInfo(scope: BillingScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingInfoInput) => saveBillingInfo(scope, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingInfoQueryOptions(scope).queryKey }),
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: WARNINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]);
    },
  });
}
