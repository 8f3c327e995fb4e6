import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDetailSchema } from '#shared/schemas/user-admin.ts';
import { api } from '#client/api/client.ts';
import { USER_ADMIN_KEY } from './keys.ts';

/** GET /api/admin/users/:id: profile, companies, referral and point totals. */
export function getUser(id: string, signal?: AbortSignal) {
  return api.get(`/admin/users/${id}`, { signal, schema: userDetailSchema });
}

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...USER_ADMIN_KEY, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: string | null) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== null });
}
