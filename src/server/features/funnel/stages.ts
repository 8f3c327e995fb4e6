import { sql, type SQL } from 'drizzle-orm';
import { FUNNEL_STAGES, type FunnelPeriod } from '#shared/schemas/funnel.ts';
import { CANDIDATE_STATUS } from '../../db/seed/data/lookups.ts';

/**
 * Which funnel stage each candidate status stands for (its index in FUNNEL_STAGES). A status not
 * listed (rejected, waiting approval, one staff add later) is no step forward: a referral's stage
 * is the furthest one it ever reached.
 */
export const STAGE_OF_STATUS: Readonly<Record<number, number>> = {
  [CANDIDATE_STATUS.screening]: 0,
  [CANDIDATE_STATUS.accepted]: 1,
  [CANDIDATE_STATUS.preSubmissionInterviews]: 1,
  [CANDIDATE_STATUS.submission]: 1,
  [CANDIDATE_STATUS.companyInterviews]: 2,
  [CANDIDATE_STATUS.offer]: 3,
  [CANDIDATE_STATUS.hire]: 4,
};

export const LAST_STAGE = FUNNEL_STAGES.length - 1;

/** `case <status> when … then <stage> end` (null for a status outside the ladder). */
export function stageOf(statusColumn: SQL): SQL {
  const whens = Object.entries(STAGE_OF_STATUS).map(([statusId, stage]) => {
    // Both numbers come from the constants above, never from a caller.
    const [status, index] = [Number(statusId), stage].map((n) => {
      if (!Number.isInteger(n)) throw new Error('stage mapping must be integers');
      return sql.raw(String(n));
    });
    return sql`when ${status} then ${index}`;
  });
  return sql`(case ${statusColumn} ${sql.join(whens, sql` `)} end)`;
}

const PERIOD_DAYS: Record<FunnelPeriod, number | null> = {
  '30d': 30,
  '90d': 90,
  '365d': 365,
  all: null,
};

export function periodDays(period: FunnelPeriod): number | null {
  return PERIOD_DAYS[period];
}
