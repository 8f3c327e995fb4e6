import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { lookupColumns } from './columns.ts';

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  /** Digits after the decimal point: 2 for USD, 0 for JPY. Amounts are stored in minor units. */
  minorUnit: smallint('minor_unit').notNull().default(2),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** The highest reward a job may offer in this currency, in minor units; staff set it. */
  maxRewardMinor: bigint('max_reward_minor', { mode: 'number' }).notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso2: varchar('iso2', { length: 2 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
  defaultCurrency: varchar('default_currency', { length: 3 }),
  /** Inactive countries are hidden from pickers; records that reference them keep their label. */
  active: boolean('active').notNull().default(true),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    /** Lower-cased, accents removed, Turkish dotted/dotless i folded: for accent-insensitive filtering. */
    searchName: text('search_name').notNull(),
    /** Inactive cities are hidden from pickers; records that reference them keep their label. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('cities_country_idx').on(t.countryId, t.name)],
);

export const industries = pgTable('industries', lookupColumns());
export const jobTypes = pgTable('job_types', lookupColumns());
export const remoteTypes = pgTable('remote_types', lookupColumns());
export const recruitmentTypes = pgTable('recruitment_types', lookupColumns());
export const salaryTypes = pgTable('salary_types', lookupColumns());
export const educationLevels = pgTable('education_levels', lookupColumns());
export const genders = pgTable('genders', lookupColumns());
export const contactSubjects = pgTable('contact_subjects', lookupColumns());

export const jobStatuses = pgTable('job_statuses', {
  ...lookupColumns(),
  colorCode: varchar('color_code', { length: 7 }).notNull(),
});

export const candidateStatuses = pgTable('candidate_statuses', {
  ...lookupColumns(),
  /** Moving an application into this stage needs a CV attached. */
  requiresCv: smallint('requires_cv').notNull().default(0),
  colorCode: varchar('color_code', { length: 7 }).notNull().default('#64748b'),
});

export const marketingChannels = pgTable('marketing_channels', {
  ...lookupColumns(),
  /** The spec's `name`: the sign-up form shows an extra box when it is `Referance`. */
  name: varchar('name', { length: 64 }).notNull(),
});
