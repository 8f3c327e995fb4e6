import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { jobs } from './jobs.ts';
import { contactSubjects } from './lookups.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 16 }).$type<'mention' | 'task' | 'reminder'>().notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id),
    title: varchar('title', { length: 200 }).notNull(),
    details: text('details'),
    link: varchar('link', { length: 300 }),
    /**
     * The catalogue event and its parameters, so the bell shows it in the reader's language of
     * the day; title and details are the text in the language it was written in (its mail, and
     * the fallback when the event is unknown).
     */
    event: varchar('event', { length: 64 }),
    params: jsonb('params').$type<Record<string, unknown>>(),
    /** The language title and details are written in: read in it, they are shown as stored. */
    language: varchar('language', { length: 2 }),
    readAt: ts('read_at'),
    clearedAt: ts('cleared_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The bell on every page: its newest visible notices, and the unread ones and their count,
    // each read from the top of its own index however long the user's history or after Clear all.
    index('notifications_visible_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.clearedAt} is null`),
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.clearedAt} is null and ${t.readAt} is null`),
  ],
);

export const conversations = pgTable('conversations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  publicId: publicId(),
  jobId: integer('job_id').references(() => jobs.id),
  createdAt: createdAt(),
  lastMessageAt: ts('last_message_at'),
});

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastReadAt: ts('last_read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 64 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    description: text('description').notNull(),
    subject: text('subject').notNull(),
    htmlMessage: text('html_message').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('message_templates_code_lang_uq').on(t.code, t.language)],
);

/** Mail waiting to be sent through SMTP, or kept for /dev/mailbox when no SMTP is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    templateCode: varchar('template_code', { length: 64 }),
    status: varchar('status', { length: 12 })
      .$type<'pending' | 'sent' | 'failed' | 'kept'>()
      .notNull(),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
    // The staff outbox list: newest first, by address, and its search box.
    index('outbox_emails_created_idx').on(t.createdAt, t.id),
    index('outbox_emails_to_idx').on(sql`lower(${t.toAddress})`, t.id),
    index('outbox_emails_to_trgm_idx').using('gin', sql`${t.toAddress} gin_trgm_ops`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id),
  firstname: varchar('firstname', { length: 100 }).notNull(),
  lastname: varchar('lastname', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  country: varchar('country', { length: 100 }).notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  company: varchar('company', { length: 200 }).notNull(),
  companySize: varchar('company_size', { length: 16 }).notNull(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => contactSubjects.id),
  message: text('message').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  handledAt: ts('handled_at'),
});
