import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userListResponseSchema, type UserListQuery } from '#shared/schemas/user-admin.ts';
import { api } from '#client/api/client.ts';
import { USER_ADMIN_KEY } from './keys.ts';

/** GET /api/admin/users: one page, sorted and filtered on the server. */
export function getUsers(query: UserListQuery, signal?: AbortSignal) {
  return api.get('/admin/users', { query: { ...query }, signal, schema: userListResponseSchema });
}

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...USER_ADMIN_KEY, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
