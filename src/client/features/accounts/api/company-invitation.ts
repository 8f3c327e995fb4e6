import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationResponseSchema } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';

/** GET /api/company-invitations/:token: the inviting company of a valid, unused invitation. */
export function getCompanyInvitation(token: string, signal?: AbortSignal) {
  return api.get(`/company-invitations/${encodeURIComponent(token)}`, {
    signal,
    anonymous: true,
    schema: invitationResponseSchema,
  });
}

export const companyInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['accounts', 'company-invitation', token],
    queryFn: ({ signal }) => getCompanyInvitation(token, signal),
    retry: false,
  });

export function useCompanyInvitation(token: string) {
  return useQuery(companyInvitationQueryOptions(token));
}
