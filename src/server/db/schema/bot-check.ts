import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Solved bot-check challenges, kept until they expire so that one solution is accepted once. */
export const usedBotChecks = pgTable('used_bot_checks', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * Provider codes redeemed without a state of ours (a client-started LinkedIn sign-in), by their
 * SHA-256: a code is accepted once here, whatever the provider does with a replay.
 */
export const usedOauthCodes = pgTable('used_oauth_codes', {
  codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});
