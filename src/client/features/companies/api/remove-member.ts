import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersResponseSchema, type CompanyDetail } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANY_PROFILE_KEY } from './keys.ts';

/** DELETE /api/company-profile/members/:userId: ends the membership (the account stays). */
export function removeMember(userId: string) {
  return api.delete(`/company-profile/members/${userId}`, { schema: membersResponseSchema });
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (result) =>
      client.setQueryData<CompanyDetail>(COMPANY_PROFILE_KEY, (previous) =>
        previous ? { ...previous, members: result.members } : previous,
      ),
  });
}
