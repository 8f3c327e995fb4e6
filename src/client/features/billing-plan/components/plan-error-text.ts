import i18next, { type TFunction } from 'i18next';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { isRecord } from '#client/lib/shape.ts';

/** The message keys a failed call carries: `details: [{ message }]` or `details.fields`. */
function detailKeys(details: unknown): unknown[] {
  if (Array.isArray(details))
    return details.map((detail) => (isRecord(detail) ? detail.message : null));
  if (isRecord(details) && isRecord(details.fields)) return Object.values(details.fields);
  return [];
}

/** The translated reason a billing plan call failed: the server's rule when it names one. */
export function planErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const known = detailKeys(error.details).filter(
      (key): key is string =>
        typeof key === 'string' && key.startsWith('billingPlan.') && i18next.exists(key),
    );
    if (known.length) return [...new Set(known)].map((key) => t(key)).join(' ');
  }
  return errorMessage(error, t);
}
