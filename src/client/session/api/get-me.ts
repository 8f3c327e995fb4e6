import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '#shared/schemas/auth.ts';
import { api } from '#client/api/client.ts';

const loadMeResponseSchema = () =>
  import('#shared/schemas/auth.ts').then((schemas) => schemas.meResponseSchema);

/** GET /api/auth/me: the current user and menu (the role and rights may change while logged in). */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get('/auth/me', { signal, schema: loadMeResponseSchema });
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
