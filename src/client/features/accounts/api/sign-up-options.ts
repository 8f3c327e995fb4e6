import { queryOptions, useQuery } from '@tanstack/react-query';
import { signUpOptionsResponseSchema } from '#shared/schemas/accounts.ts';
import { api } from '#client/api/client.ts';

/** GET /api/accounts/signup-options: marketing channels, industries and countries. */
export const signUpOptionsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['accounts', 'signup-options', lang],
    queryFn: ({ signal }) =>
      api.get('/accounts/signup-options', {
        query: { lang },
        signal,
        anonymous: true,
        schema: signUpOptionsResponseSchema,
      }),
    staleTime: 10 * 60_000,
  });

export const useSignUpOptions = (lang: string) => useQuery(signUpOptionsQueryOptions(lang));
