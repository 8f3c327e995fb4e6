import type { TFunction } from 'i18next';
import { formatAmount } from '#shared/format/money.ts';
import { rewardAboveMaximumSchema } from '#shared/schemas/job-admin.ts';
import { ApiError } from '#client/api/api-error.ts';

/**
 * The reward field's message for a 400 `reward_above_maximum`, naming the staff-set maximum and
 * its currency in the reader's language; null for any other failure.
 */
export function rewardAboveMaximumText(error: unknown, t: TFunction, lang: string): string | null {
  if (!(error instanceof ApiError) || error.code !== 'reward_above_maximum') return null;
  const detail = rewardAboveMaximumSchema.safeParse(
    Array.isArray(error.details) ? error.details[0] : undefined,
  );
  if (!detail.success) return t('errors.reward_above_maximum');
  return t('jobAdmin.messages.rewardAboveMaximum', {
    max: formatAmount(detail.data.max, lang),
    currency: detail.data.currency,
  });
}
