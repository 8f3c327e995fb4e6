import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { updatedAt } from './columns.ts';
import { users } from './identity.ts';

/**
 * The referral rules staff set: one row (id 1). No row means the defaults
 * (`REFERRAL_SETTINGS_DEFAULTS` in src/shared/schemas/referral-manage.ts).
 */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** How long the first recruiter to refer a person to a company represents them there. */
    ownershipMonths: integer('ownership_months').notNull().default(6),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('referral_settings_single_row', sql`${t.id} = 1`),
    check('referral_settings_months_range', sql`${t.ownershipMonths} between 1 and 60`),
  ],
);
