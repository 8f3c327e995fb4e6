import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './identity.ts';

/**
 * An invitation to join a company, sent by e-mail to an address without an account. Only the
 * SHA-256 of the token is stored; the token is single use (`used_at`) and expires.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    usedByUserId: integer('used_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('company_invitations_token_uq').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId),
  ],
);
