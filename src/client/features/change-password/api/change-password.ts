import { useMutation } from '@tanstack/react-query';
import { api } from '#client/api/client.ts';

export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return api.post('/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** POST /api/auth/logout-all: ends every session of the account. */
export function logoutEverywhere() {
  return api.post('/auth/logout-all');
}
