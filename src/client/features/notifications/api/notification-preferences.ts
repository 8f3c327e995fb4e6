import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesSchema,
  type NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences.ts';
import { api } from '#client/api/client.ts';

// Not under ['notifications']: a new notification refetches the lists, not the settings.
export const PREFERENCES_KEY = ['notification-preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) =>
      api.get('/notifications/preferences', { signal, schema: notificationPreferencesSchema }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      api.put('/notifications/preferences', input, { schema: notificationPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
