import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userActionResponseSchema } from '#shared/schemas/user-admin.ts';
import { api } from '#client/api/client.ts';
import { USER_ADMIN_KEY } from './keys.ts';

/** PUT /api/admin/users/:id/active: deactivating signs the user out everywhere at once. */
export function setActive(id: string, active: boolean) {
  return api.put(`/admin/users/${id}/active`, { active }, { schema: userActionResponseSchema });
}

export function useSetActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; active: boolean }) =>
      setActive(variables.id, variables.active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEY }),
  });
}
