import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersResponseSchema } from '#shared/schemas/accounts.ts';
import { api } from '#client/api/client.ts';

/** GET /api/auth/providers: which social sign-ins the server is configured for. */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      api.get('/auth/providers', { signal, anonymous: true, schema: authProvidersResponseSchema }),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQueryOptions());
