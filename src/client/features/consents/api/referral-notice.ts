import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referralNoticeResponseSchema,
  type ReferralNoticeAnswer,
} from '#shared/schemas/consents.ts';
import { api } from '#client/api/client.ts';

const noticeKey = (token: string) => ['consents', 'referral-notice', token] as const;

/** GET /api/consents/referral-notice/:token (public: the link is the secret). */
const noticeQuery = (token: string) =>
  queryOptions({
    queryKey: noticeKey(token),
    queryFn: ({ signal }) =>
      api.get(`/consents/referral-notice/${encodeURIComponent(token)}`, {
        signal,
        anonymous: true,
        schema: referralNoticeResponseSchema,
      }),
    retry: false,
  });

export const useReferralNotice = (token: string) => useQuery(noticeQuery(token));

/** POST /api/consents/referral-notice/:token: confirm or object, once. */
export function useAnswerReferralNotice(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralNoticeAnswer) =>
      api.post(`/consents/referral-notice/${encodeURIComponent(token)}`, body, {
        anonymous: true,
        schema: referralNoticeResponseSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(noticeKey(token), data),
  });
}
