import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moneySettingsSchema, type MoneySettings } from '#shared/schemas/blocked-amounts.ts';
import { api } from '#client/api/client.ts';
import { BLOCKED_AMOUNTS_KEY } from './keys.ts';

const SETTINGS_KEY = [...BLOCKED_AMOUNTS_KEY, 'settings'] as const;

/** GET /api/blocked-amounts/settings (staff): the guarantee period in days. */
export function getMoneySettings(signal?: AbortSignal) {
  return api.get('/blocked-amounts/settings', { signal, schema: moneySettingsSchema });
}

export function saveMoneySettings(settings: MoneySettings) {
  return api.put('/blocked-amounts/settings', settings, { schema: moneySettingsSchema });
}

export function useMoneySettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => getMoneySettings(signal),
    enabled,
  });
}

export function useSaveMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMoneySettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
