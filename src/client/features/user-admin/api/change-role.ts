import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userActionResponseSchema, type ChangeRoleInput } from '#shared/schemas/user-admin.ts';
import { api } from '#client/api/client.ts';
import { USER_ADMIN_KEY } from './keys.ts';

/** PUT /api/admin/users/:id/role */
export function changeRole(id: string, input: ChangeRoleInput) {
  return api.put(`/admin/users/${id}/role`, input, { schema: userActionResponseSchema });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; input: ChangeRoleInput }) =>
      changeRole(variables.id, variables.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEY }),
  });
}
