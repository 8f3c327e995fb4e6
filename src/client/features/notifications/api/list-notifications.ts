import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  notificationListResponseSchema,
  type NotificationList,
} from '#shared/schemas/notifications.ts';
import { api } from '#client/api/client.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function getNotifications(
  params: { limit: number; unreadOnly?: boolean },
  signal?: AbortSignal,
): Promise<NotificationList> {
  return api.get('/notifications', {
    query: { limit: params.limit, unreadOnly: params.unreadOnly ?? false },
    signal,
    schema: notificationListResponseSchema,
  });
}

export const notificationsQueryOptions = (limit = 20, unreadOnly = false) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, { limit, unreadOnly }],
    queryFn: ({ signal }) => getNotifications({ limit, unreadOnly }, signal),
  });

export function useNotifications(limit = 20, unreadOnly = false) {
  return useQuery(notificationsQueryOptions(limit, unreadOnly));
}
