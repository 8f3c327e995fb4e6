import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '#shared/schemas/common.ts';
import {
  pendingConsentsResponseSchema,
  type SaveConsentsRequest,
} from '#shared/schemas/consents.ts';
import { ApiError } from '#client/api/api-error.ts';
import { api } from '#client/api/client.ts';

const pendingKey = (userId: string) => ['consents', 'pending', userId] as const;

/** GET /api/consents/pending: the changed texts the user has not answered yet. */
const pendingQuery = (userId: string) =>
  queryOptions({
    queryKey: pendingKey(userId),
    queryFn: ({ signal }) =>
      api.get('/consents/pending', { signal, schema: pendingConsentsResponseSchema }),
    staleTime: 5 * 60_000,
  });

export function usePendingConsents(userId: string | null) {
  return useQuery({ ...pendingQuery(userId ?? ''), enabled: userId !== null });
}

/** POST /api/consents: the answers to the pending texts. */
export function useSaveConsents(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveConsentsRequest) =>
      api.post('/consents', body, { schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingKey(userId) }),
    // 409: a text changed again while the dialog was open; show its newest version.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: pendingKey(userId) });
    },
  });
}
