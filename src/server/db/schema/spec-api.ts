import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, publicId } from './columns.ts';
import { users } from './identity.ts';

/**
 * A referral of the spec's client between its two calls: sqlId 14 sends the person, then
 * Files/CreateFile sends the CV with the draft's id as ReferenceId (docs/spec-api.md). A referral
 * is only ever created with its CV; a draft older than a day is ignored and removed.
 */
export const specApiReferralDrafts = pgTable(
  'spec_api_referral_drafts',
  {
    id: serial('id').primaryKey(),
    publicId: publicId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobPublicId: text('job_public_id').notNull(),
    /** The candidate's public id when the draft refers one of the caller's records. */
    candidatePublicId: text('candidate_public_id'),
    /** The body of POST /api/referrals, without its CV. */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('spec_api_referral_drafts_user_idx').on(table.userId, table.jobPublicId)],
);
