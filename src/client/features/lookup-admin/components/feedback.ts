import type { TFunction } from 'i18next';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { LOOKUP_CONFLICTS, type LookupConflict } from '#shared/schemas/lookup-admin.ts';

/** The translated text of a 409 from these routes (in use, built-in, code taken), if it is one. */
export function conflictText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return (LOOKUP_CONFLICTS as readonly unknown[]).includes(reason)
    ? t(`lookupAdmin.conflict.${reason as LookupConflict}`)
    : null;
}

export const toastDone = (t: TFunction, detail: string) =>
  showToast({ severity: 'success', summary: t('lookupAdmin.toast.saved'), detail });

export const toastFailure = (
  t: TFunction,
  error: unknown,
  summaryKey = 'lookupAdmin.toast.failed',
) =>
  showToast({
    severity: 'error',
    summary: t(summaryKey),
    detail: conflictText(error, t) ?? errorMessage(error, t),
    life: 6000,
  });
