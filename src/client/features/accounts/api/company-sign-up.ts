import { useMutation } from '@tanstack/react-query';
import {
  companySignUpResponseSchema,
  type CompanySignUpRequest,
  type CompanySignUpResponse,
} from '#shared/schemas/accounts.ts';
import { api } from '#client/api/client.ts';

/** POST /api/accounts/company-signup: the company, its owner and its payment customer. */
export function postCompanySignUp(body: CompanySignUpRequest): Promise<CompanySignUpResponse> {
  return api.post('/accounts/company-signup', body, {
    anonymous: true,
    schema: companySignUpResponseSchema,
  });
}

export const useCompanySignUp = () => useMutation({ mutationFn: postCompanySignUp });
