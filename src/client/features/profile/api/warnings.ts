import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { warningsResponseSchema, type WarningCode } from '#shared/schemas/profile.ts';
import { api } from '#client/api/client.ts';
import { WARNINGS_KEY } from '#client/api/profile-keys.ts';

export function getWarnings(signal?: AbortSignal) {
  return api.get('/profile/warnings', { signal, schema: warningsResponseSchema });
}

export function useWarnings() {
  return useQuery({ queryKey: WARNINGS_KEY, queryFn: ({ signal }) => getWarnings(signal) });
}

export function dismissWarning(code: WarningCode) {
  return api.post(`/profile/warnings/${code}/dismiss`, undefined, {
    schema: warningsResponseSchema,
  });
}

/** Dismissed per user on the server (`user_preferences.dismissed_warnings`). */
export function useDismissWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissWarning,
    onMutate: (code) => {
      queryClient.setQueryData<{ items: WarningCode[] }>(WARNINGS_KEY, (old) =>
        old ? { items: old.items.filter((item) => item !== code) } : old,
      );
    },
    onSuccess: (data) => queryClient.setQueryData(WARNINGS_KEY, data),
  });
}
