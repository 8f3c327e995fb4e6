import type { TFunction } from 'i18next';
import { PAYOUT_CONFLICTS, type PayoutConflict } from '#shared/schemas/recruiter-payments.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { isRecord } from '#client/lib/shape.ts';

/** The 409 reason the server gave, when it is one of this page's. */
export function conflictReason(error: unknown): PayoutConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !isRecord(error.details)) return null;
  const reason = error.details.reason;
  return (PAYOUT_CONFLICTS as readonly unknown[]).includes(reason)
    ? (reason as PayoutConflict)
    : null;
}

/** A failed action's text: the translated 409 reason, else the usual error text. */
export function failureText(error: unknown, t: TFunction): string {
  const reason = conflictReason(error);
  return reason ? t(`recruiterPayments.conflicts.${reason}`) : errorMessage(error, t);
}

export function toastFailure(error: unknown, t: TFunction) {
  showToast({
    severity: 'error',
    summary: t('recruiterPayments.failed'),
    detail: failureText(error, t),
  });
}

export function toastDone(summary: string) {
  showToast({ severity: 'success', summary });
}
