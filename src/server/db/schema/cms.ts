import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { users } from './identity.ts';

export type ContentListItem = {
  order_id: number;
  id: number;
  html_header: string;
  html_body: string;
  icon_name?: string | null;
};

/** Page text keyed by page path, tag group, tag and language. */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pagePath: varchar('page_path', { length: 120 }).notNull(),
    tagGroup: varchar('tag_group', { length: 64 }).notNull().default(''),
    tag: varchar('tag', { length: 64 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    htmlContent: text('html_content'),
    listContent: jsonb('list_content').$type<ContentListItem[]>(),
    filePath: varchar('file_path', { length: 300 }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_items_key_uq').on(t.pagePath, t.tagGroup, t.tag, t.language)],
);

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: varchar('language', { length: 2 }).notNull(),
    definition: varchar('definition', { length: 200 }).notNull(),
    orderId: smallint('order_id').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('faq_groups_lang_idx').on(t.language, t.orderId)],
);

export const faqItems = pgTable(
  'faq_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    orderId: smallint('order_id').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('faq_items_group_idx').on(t.groupId, t.orderId)],
);

/** Terms of service (type 1) and privacy policy (type 2) per language. */
export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    termTypeId: smallint('term_type_id').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    htmlBody: text('html_body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('terms_type_lang_uq').on(t.termTypeId, t.language)],
);
