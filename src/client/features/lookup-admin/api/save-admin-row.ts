import { useMutation } from '@tanstack/react-query';
import { api } from '#client/api/client.ts';
import { lookupAdminPath, useLookupAdminInvalidation } from './keys.ts';

export type SaveAdminRow = { segment: string; id?: number; body: Record<string, unknown> };

/** POST /api/lookup-admin/{segment} (add) or PUT .../{id} (edit). */
export function saveAdminRow({ segment, id, body }: SaveAdminRow) {
  return id === undefined
    ? api.post<unknown>(lookupAdminPath(segment), body)
    : api.put<unknown>(`${lookupAdminPath(segment)}/${id}`, body);
}

export function useSaveAdminRow() {
  const invalidate = useLookupAdminInvalidation();
  return useMutation({ mutationFn: saveAdminRow, onSuccess: invalidate });
}
