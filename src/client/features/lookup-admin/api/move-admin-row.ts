import { useMutation } from '@tanstack/react-query';
import type { MoveDirection } from '#shared/schemas/lookup-admin.ts';
import { api } from '#client/api/client.ts';
import { lookupAdminPath, useLookupAdminInvalidation } from './keys.ts';

/** POST /api/lookup-admin/{segment}/{id}/move: one place up or down in the order. */
export function moveAdminRow(input: { segment: string; id: number; direction: MoveDirection }) {
  return api.post<unknown>(`${lookupAdminPath(input.segment)}/${input.id}/move`, {
    direction: input.direction,
  });
}

export function useMoveAdminRow() {
  const invalidate = useLookupAdminInvalidation();
  return useMutation({ mutationFn: moveAdminRow, onSuccess: invalidate });
}
