import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse } from '#shared/schemas/auth.ts';
import { api } from '#client/api/client.ts';

/** GET /api/auth/me: the current user and menu (the role and rights may change while logged in). */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get('/auth/me', { signal, schema: meResponseSchema });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}
