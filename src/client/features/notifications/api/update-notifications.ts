import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationCountResponseSchema } from '#shared/schemas/notifications.ts';
import { api } from '#client/api/client.ts';
import { NOTIFICATIONS_KEY } from './list-notifications.ts';

export type NotificationAction =
  { kind: 'read'; id: string } | { kind: 'readAll' } | { kind: 'clear' };

export function updateNotifications(action: NotificationAction) {
  const path =
    action.kind === 'read'
      ? `/notifications/${action.id}/read`
      : action.kind === 'readAll'
        ? '/notifications/read-all'
        : '/notifications/clear';
  return api.post(path, undefined, { schema: notificationCountResponseSchema });
}

/** Mark read, mark all read, clear all; every list of notifications is refetched afterwards. */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
