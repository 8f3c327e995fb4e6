import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_REFUSAL_KEYS, type ReferralRefusal } from '#shared/schemas/referral-manage.ts';
import type { ReferRequestParsed } from '#shared/schemas/referrals.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { usePostReferral } from './api/post-referral.ts';
import { newSubmissionKey, serverFieldErrors, type FieldErrors } from './form-parts.tsx';

/**
 * Sends a referral and shows its outcome (public-side 4 and 8): 0 success, -1 already referred
 * (or represented by another recruiter for the company), -2 name not found, network and server errors. Returns field errors to show, or null.
 */
export function useReferSubmit(onDone: () => void) {
  const { t } = useTranslation();
  const mutation = usePostReferral();
  // One key per submission: a retry after a lost answer replays it instead of referring twice.
  const key = useRef(newSubmissionKey());
  const toast = (severity: 'success' | 'warn' | 'error', detail: string) =>
    showToast({
      severity,
      summary: t(
        severity === 'success'
          ? 'referrals.outcome.success'
          : severity === 'warn'
            ? 'referrals.outcome.warning'
            : 'referrals.outcome.error',
      ),
      detail: t(detail),
    });

  async function submit(payload: ReferRequestParsed, cv: File | null): Promise<FieldErrors | null> {
    try {
      const result = await mutation.mutateAsync({ payload, cv, idempotencyKey: key.current });
      key.current = newSubmissionKey();
      if (result.status === 0) {
        toast('success', 'referrals.outcome.referred');
        onDone();
      } else if (result.status === -1)
        // The refusal's own text (represented, objected, self...); a duplicate says so.
        toast(
          'warn',
          result.reason
            ? REFERRAL_REFUSAL_KEYS[result.reason]
            : 'referrals.outcome.alreadyReferred',
        );
      else toast('error', 'referrals.outcome.nameNotFound');
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast('error', 'referrals.outcome.unexpected');
        return null;
      }
      if (error.status === 0) {
        toast('error', 'referrals.outcome.network');
        return null;
      }
      key.current = newSubmissionKey();
      if (error.status === 400) {
        const fields = serverFieldErrors(error.details);
        if (Object.keys(fields).length > 0) return fields;
      }
      if (error.code === 'rate_limited')
        // A limit says when the person can try again (the wait is in the answer's details).
        showToast({
          severity: 'error',
          summary: t('referrals.outcome.error'),
          detail: errorMessage(error, t),
        });
      else if (error.code === 'own_company_job') toast('error', 'errors.own_company_job');
      else if (error.status === 404) toast('error', 'referrals.outcome.candidateNotFound');
      else if (error.status === 413) toast('error', 'referrals.outcome.tooLarge');
      else if (error.status >= 500) toast('error', 'referrals.outcome.server');
      else toast('error', 'referrals.outcome.unexpected');
      return null;
    }
  }

  /** The private check's refusal, told as the server would have answered it. */
  const refuse = (reason: ReferralRefusal) => toast('warn', REFERRAL_REFUSAL_KEYS[reason]);

  return { submit, refuse, pending: mutation.isPending };
}
