import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referralSettingsResponseSchema,
  type ReferralSettings,
} from '#shared/schemas/referral-manage.ts';
import { api } from '../client.ts';

const SETTINGS_KEY = ['referrals', 'settings'] as const;

/** GET /api/referrals/settings (staff): the referral ownership period in months. */
export function getReferralSettings(signal?: AbortSignal) {
  return api.get('/referrals/settings', { signal, schema: referralSettingsResponseSchema });
}

export function saveReferralSettings(settings: ReferralSettings) {
  return api.put('/referrals/settings', settings, { schema: referralSettingsResponseSchema });
}

export function useReferralSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => getReferralSettings(signal),
  });
}

export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferralSettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
