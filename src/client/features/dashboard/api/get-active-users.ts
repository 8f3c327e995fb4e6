import { useQuery } from '@tanstack/react-query';
import { activeUsersResponseSchema } from '#shared/schemas/dashboard.ts';
import { api } from '#client/api/client.ts';

/** The spec's GET /activeusers (staff); its count is the session count. */
export function getActiveUsers(signal?: AbortSignal) {
  return api.get('/activeusers', { signal, schema: activeUsersResponseSchema });
}

export function useActiveUsers() {
  return useQuery({ queryKey: ['activeUsers'], queryFn: ({ signal }) => getActiveUsers(signal) });
}
