import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/api/client.ts';

const loadAuthProvidersResponseSchema = () =>
  import('#shared/schemas/accounts.ts').then((schemas) => schemas.authProvidersResponseSchema);

/** GET /api/auth/providers: which social sign-ins the server is configured for. */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      api.get('/auth/providers', {
        signal,
        anonymous: true,
        schema: loadAuthProvidersResponseSchema,
      }),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQueryOptions());
