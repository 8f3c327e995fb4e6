import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicProfileResponseSchema } from '#shared/schemas/profile.ts';
import { api } from '#client/api/client.ts';

export function getPublicProfile(id: string, signal?: AbortSignal) {
  return api.get(`/profile/public/${encodeURIComponent(id)}`, {
    signal,
    schema: publicProfileResponseSchema,
  });
}

/** A member's public profile: the profile page reads it, job detail asks it before opening one. */
export const publicProfileQuery = (id: string) =>
  queryOptions({
    queryKey: ['publicProfile', id],
    queryFn: ({ signal }) => getPublicProfile(id, signal),
  });

export function usePublicProfile(id: string) {
  return useQuery(publicProfileQuery(id));
}
