import { useMutation } from '@tanstack/react-query';
import { resetLinkResponseSchema } from '#shared/schemas/user-admin.ts';
import { api } from '#client/api/client.ts';

/** POST /api/admin/users/:id/reset-link: mails the accounts feature's reset code and link. */
export function sendResetLink(id: string) {
  return api.post(`/admin/users/${id}/reset-link`, undefined, { schema: resetLinkResponseSchema });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
