import type { TFunction } from 'i18next';
import { formatMoney } from '#shared/format/money.ts';
import { ENTRY_CONFLICTS, type EntryConflict } from '#shared/schemas/payment-entry.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { isRecord } from '#client/lib/shape.ts';

/** A field the server refused (400 details `{ path: 'body.<field>', message: <i18n key> }`). */
export type FieldRefusal = { field: string; message: string };

export function fieldRefusals(error: unknown): FieldRefusal[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details))
    return [];
  return error.details.flatMap((detail: unknown) => {
    if (!isRecord(detail) || typeof detail.path !== 'string' || typeof detail.message !== 'string')
      return [];
    return detail.path.startsWith('body.')
      ? [{ field: detail.path.slice('body.'.length), message: detail.message }]
      : [];
  });
}

/** The text of a refused entry: its 409 reason translated (with the balance), else the usual. */
export function entryFailureText(
  error: unknown,
  t: TFunction,
  currency: string,
  language: string,
): string {
  if (error instanceof ApiError && error.status === 409 && isRecord(error.details)) {
    const reason = error.details.reason;
    if ((ENTRY_CONFLICTS as readonly unknown[]).includes(reason)) {
      const balance =
        typeof error.details.balanceMinor === 'number' ? error.details.balanceMinor : 0;
      return t(`paymentEntry.conflicts.${reason as EntryConflict}`, {
        balance: formatMoney(balance, currency, language),
      });
    }
  }
  return errorMessage(error, t);
}
