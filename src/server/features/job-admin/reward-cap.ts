import { eq } from 'drizzle-orm';
import { formatAmount } from '#shared/format/money.ts';
import type { RewardAboveMaximum } from '#shared/schemas/job-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { currencies } from '../../db/schema/index.ts';
import { AppError, serverText } from '../../http/errors.ts';

/**
 * Refuses a job reward above the staff-set maximum of its currency (for everyone, staff too):
 * a self-registered company must not be able to promise, and have credited, any amount it likes.
 */
export async function checkRewardCap(db: Queryable, rewardMinor: number, currency: string) {
  const [row] = await db
    .select({ maxRewardMinor: currencies.maxRewardMinor, minorUnit: currencies.minorUnit })
    .from(currencies)
    .where(eq(currencies.code, currency));
  // The form's zod schema admits only known currencies; a missing row means no reward at all.
  const maxMinor = row?.maxRewardMinor ?? 0;
  if (rewardMinor <= maxMinor) return;
  const max = maxMinor / 10 ** (row?.minorUnit ?? 2);
  const detail: RewardAboveMaximum = {
    path: 'reward',
    message: 'reward_above_maximum',
    max,
    currency,
  };
  throw new AppError(
    400,
    'reward_above_maximum',
    serverText('The reward must not be above {{amount}} {{currency}}', {
      amount: formatAmount(max),
      currency,
    }),
    [detail],
  );
}
