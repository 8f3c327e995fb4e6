import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { TIMING } from '#shared/constants/domain.ts';
import { api } from '#client/api/client.ts';
import { PROFILE_KEY } from '#client/api/profile-keys.ts';

const loadProfileSchema = () =>
  import('#shared/schemas/profile.ts').then((schemas) => schemas.profileSchema);

/** GET /api/profile: the spec's profile call (sqlId 25); also one of the two startup calls. */
export function getProfile(signal?: AbortSignal, timeoutMs?: number): Promise<Profile> {
  return api.get('/profile', { signal, timeoutMs, schema: loadProfileSchema });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => getProfile(signal, TIMING.startupTimeoutMs),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
