import { useMutation } from '@tanstack/react-query';
import {
  signUpResponseSchema,
  type SignUpRequest,
  type SignUpResponse,
} from '#shared/schemas/accounts.ts';
import { api } from '#client/api/client.ts';

/** POST /api/accounts/signup: a candidate or recruiter account waiting for its confirmation code. */
export function postSignUp(body: SignUpRequest): Promise<SignUpResponse> {
  return api.post('/accounts/signup', body, { anonymous: true, schema: signUpResponseSchema });
}

export const useSignUp = () => useMutation({ mutationFn: postSignUp });
