import { useMutation } from '@tanstack/react-query';
import { api } from '#client/api/client.ts';
import { lookupAdminPath, useLookupAdminInvalidation } from './keys.ts';

/** POST /api/lookup-admin/{segment}/{id}/active: deactivate or reactivate. */
export function setAdminRowActive(input: { segment: string; id: number; active: boolean }) {
  return api.post<unknown>(`${lookupAdminPath(input.segment)}/${input.id}/active`, {
    active: input.active,
  });
}

export function useSetAdminRowActive() {
  const invalidate = useLookupAdminInvalidation();
  return useMutation({ mutationFn: setAdminRowActive, onSuccess: invalidate });
}
