import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inviteMemberResponseSchema,
  type CompanyDetail,
  type InviteMemberInput,
} from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';
import { COMPANY_PROFILE_KEY } from './keys.ts';

/** POST /api/company-profile/members: adds a free company account or e-mails an invitation. */
export function inviteMember(body: InviteMemberInput) {
  return api.post('/company-profile/members', body, { schema: inviteMemberResponseSchema });
}

export function useInviteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (result) =>
      client.setQueryData<CompanyDetail>(COMPANY_PROFILE_KEY, (previous) =>
        previous ? { ...previous, members: result.members } : previous,
      ),
  });
}
