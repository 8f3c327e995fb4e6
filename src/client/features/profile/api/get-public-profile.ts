import { useQuery } from '@tanstack/react-query';
import { publicProfileResponseSchema } from '#shared/schemas/profile.ts';
import { api } from '#client/api/client.ts';

export function getPublicProfile(id: string, signal?: AbortSignal) {
  return api.get(`/profile/public/${encodeURIComponent(id)}`, {
    signal,
    schema: publicProfileResponseSchema,
  });
}

export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: ['publicProfile', id],
    queryFn: ({ signal }) => getPublicProfile(id, signal),
  });
}
