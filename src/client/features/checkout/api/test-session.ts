import { useMutation, useQuery } from '@tanstack/react-query';
import {
  testPayResponseSchema,
  testSessionResponseSchema,
  type TestCardInput,
} from '#shared/schemas/checkout.ts';
import { api } from '#client/api/client.ts';

const path = (sessionId: string) => `/checkout/test-sessions/${encodeURIComponent(sessionId)}`;

/** The built-in test checkout's session: anyone holding its unguessable id may pay it. */
export function useTestSession(sessionId: string) {
  return useQuery({
    queryKey: ['checkout', 'test-session', sessionId],
    queryFn: ({ signal }) =>
      api.get(path(sessionId), { signal, anonymous: true, schema: testSessionResponseSchema }),
    retry: false,
  });
}

export function usePayTestSession(sessionId: string) {
  return useMutation({
    mutationFn: (card: TestCardInput) =>
      api.post(`${path(sessionId)}/pay`, card, { anonymous: true, schema: testPayResponseSchema }),
  });
}
