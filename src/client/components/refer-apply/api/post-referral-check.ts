import {
  referralCheckResponseSchema,
  type ReferralCheckRequest,
} from '#shared/schemas/referral-manage.ts';
import { api } from '#client/api/client.ts';

/** POST /api/referrals/check: may this person be referred to the job (the reason only)? */
export function postReferralCheck(body: ReferralCheckRequest) {
  return api.post('/referrals/check', body, { schema: referralCheckResponseSchema });
}
