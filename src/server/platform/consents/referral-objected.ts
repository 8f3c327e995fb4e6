import { sql } from 'drizzle-orm';
import { referralNotices, referrals } from '../../db/schema/index.ts';

/**
 * The referral (`referrals` in the query) was objected to by its person. An objection takes the
 * referral away from the company (decision 13): off its board and lists, out of its history, and
 * its CV no longer the company's to open. The person, the referrer and staff still see it.
 */
export const referralObjected = sql`exists (
  select 1 from ${referralNotices}
  where ${referralNotices.referralId} = ${referrals.id} and ${referralNotices.response} = 'objected'
)`;

/** The same condition for plain SQL, the referral's table named `alias`. */
export const referralObjectedSql = (alias: string) =>
  `EXISTS (SELECT 1 FROM referral_notices n WHERE n.referral_id = ${alias}.id AND n.response = 'objected')`;
