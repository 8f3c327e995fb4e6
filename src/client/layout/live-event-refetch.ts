import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '#client/features/dashboard/api/get-dashboard.ts';
import { MESSAGES_KEY } from '#client/features/messages/api/list-conversations.ts';
import { NOTIFICATIONS_KEY } from '#client/features/notifications/api/list-notifications.ts';
import { POINTS_KEY } from '#client/features/points/api/get-points-balance.ts';
import { PROFILE_KEY, WARNINGS_KEY } from '#client/api/profile-keys.ts';

/** The cached data each live event makes out of date (`ready`: the stream (re)opened). */
const KEYS_BY_EVENT: Record<string, readonly (readonly unknown[])[]> = {
  ready: [NOTIFICATIONS_KEY, MESSAGES_KEY],
  notifications: [NOTIFICATIONS_KEY],
  messages: [MESSAGES_KEY],
  points: [POINTS_KEY, DASHBOARD_KEY],
  warnings: [WARNINGS_KEY, PROFILE_KEY],
};

/**
 * Fetches again what a live event names. A first load still in flight may have read the database
 * before the change, and TanStack Query would join it instead of starting again (it restarts only
 * a fetch of a query that already has data): in-flight fetches are cancelled first, so the answer
 * shown is always read after the event.
 */
export async function refetchForEvent(queryClient: QueryClient, name: string): Promise<void> {
  await Promise.all(
    (KEYS_BY_EVENT[name] ?? []).map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
