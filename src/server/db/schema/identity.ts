import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts, updatedAt } from './columns.ts';
import { cities, countries, marketingChannels } from './lookups.ts';

export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    linkedinPage: varchar('linkedin_page', { length: 200 }),
    title: varchar('title', { length: 120 }),
    genderId: smallint('gender_id'),
    birthDate: varchar('birth_date', { length: 10 }),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    profilePictureFileId: integer('profile_picture_file_id'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    active: boolean('active').notNull().default(true),
    marketingChannelId: integer('marketing_channel_id').references(() => marketingChannels.id),
    marketingReference: varchar('marketing_reference', { length: 200 }),
    googleSubject: varchar('google_subject', { length: 255 }).unique(),
    linkedinSubject: varchar('linkedin_subject', { length: 255 }).unique(),
    publicProfileFields: jsonb('public_profile_fields').$type<string[]>().notNull().default([]),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // One account per LinkedIn profile, stored as `linkedin.com/in/{name}/` (spec's form).
    uniqueIndex('users_linkedin_page_lower_uq')
      .on(sql`lower(${t.linkedinPage})`)
      .where(sql`${t.linkedinPage} is not null`),
    // The staff user list (issue 27, 200,000 users): newest first, by role, by name, and the search
    // box's substring match (ILIKE '%…%') through trigrams.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.roleId, t.createdAt, t.id),
    index('users_name_idx').on(
      sql`lower(${t.firstname} || ' ' || ${t.lastname})`,
      t.id.desc().nullsFirst(),
    ),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * When each user was last active: its own narrow table, so that the index the staff's count of
 * active users reads does not turn every presence write into a write of every users index.
 */
export const userPresence = pgTable(
  'user_presence',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: ts('last_seen_at').notNull(),
  },
  (t) => [index('user_presence_seen_idx').on(t.lastSeenAt)],
);

/** A login on one device. The refresh token rotates; presenting an old one revokes the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    refreshTokenHash: varchar('refresh_token_hash', { length: 64 }).notNull().unique(),
    previousTokenHash: varchar('previous_token_hash', { length: 64 }),
    /** The current token sealed with the previous one (`token-seal.ts`), for the grace window. */
    currentTokenSealed: text('current_token_sealed'),
    userAgent: text('user_agent'),
    ip: inet('ip'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Every refresh token a session has rotated away, hashed: presenting one again means the chain
 * leaked, however many rotations ago, and ends the session. The rows go with their session.
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: ts('retired_at').notNull().defaultNow(),
  },
  (t) => [index('retired_refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use six-digit codes for e-mail confirmation and password reset, stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose)],
);

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  /** The client route name this entry opens; the route guard matches on it. */
  name: varchar('name', { length: 64 }).notNull().unique(),
  labelKey: varchar('label_key', { length: 120 }).notNull(),
  iconName: varchar('icon_name', { length: 64 }),
  link: varchar('link', { length: 200 }),
  parentId: integer('parent_id'),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** Hidden entries grant access to a route (create/edit forms) without a sidebar item. */
  hidden: boolean('hidden').notNull().default(false),
});

export const roleMenuRights = pgTable(
  'role_menu_rights',
  {
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    canSelect: boolean('can_select').notNull().default(true),
    canInsert: boolean('can_insert').notNull().default(false),
    canUpdate: boolean('can_update').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
  dismissedWarnings: jsonb('dismissed_warnings').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    requestId: varchar('request_id', { length: 64 }),
    ip: inet('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull().default(0),
});

/** Generated secrets (token signing key) shared by every server process. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
