import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Solved bot-check challenges, kept until they expire so that one solution is accepted once. */
export const usedBotChecks = pgTable('used_bot_checks', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});
