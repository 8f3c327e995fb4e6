import { useMutation } from '@tanstack/react-query';
import { api } from '#client/api/client.ts';
import { lookupAdminPath, useLookupAdminInvalidation } from './keys.ts';

/** DELETE /api/lookup-admin/{segment}/{id}: only unused entries (409 `in_use` otherwise). */
export function deleteAdminRow(input: { segment: string; id: number }) {
  return api.delete<unknown>(`${lookupAdminPath(input.segment)}/${input.id}`);
}

export function useDeleteAdminRow() {
  const invalidate = useLookupAdminInvalidation();
  return useMutation({ mutationFn: deleteAdminRow, onSuccess: invalidate });
}
