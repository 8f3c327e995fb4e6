import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { cities, countries, industries } from './lookups.ts';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    name: varchar('name', { length: 200 }).notNull(),
    website: varchar('website', { length: 300 }),
    industryId: integer('industry_id').references(() => industries.id),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    description: text('description'),
    companySize: varchar('company_size', { length: 16 }),
    logoFileId: integer('logo_file_id'),
    defaultCurrency: varchar('default_currency', { length: 3 }).notNull().default('USD'),
    paymentCustomerId: varchar('payment_customer_id', { length: 100 }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_name_lower_uq').on(sql`lower(${t.name})`),
    // One payment customer belongs to one company: a second company can never be billed to it.
    uniqueIndex('companies_payment_customer_uq')
      .on(t.paymentCustomerId)
      .where(sql`${t.paymentCustomerId} is not null`),
    // The staff company list sorted by date (the id breaks ties ascending whatever the order).
    index('companies_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    // Its search box: a substring of the name or the website (ILIKE '%…%') through trigrams.
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_website_trgm_idx').using('gin', sql`${t.website} gin_trgm_ops`),
  ],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
  ],
);

/** Bank and billing details of a user (personal) or a company (corporate). */
export const billingProfiles = pgTable('billing_profiles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .unique()
    .references(() => users.id),
  companyId: integer('company_id')
    .unique()
    .references(() => companies.id),
  accountTypeId: smallint('account_type_id').notNull(),
  bankCountryId: integer('bank_country_id').references(() => countries.id),
  bankCurrency: varchar('bank_currency', { length: 3 }),
  accountHolderName: varchar('account_holder_name', { length: 200 }),
  iban: varchar('iban', { length: 34 }),
  billingName: varchar('billing_name', { length: 200 }),
  billingCountryId: integer('billing_country_id').references(() => countries.id),
  billingCityId: integer('billing_city_id').references(() => cities.id),
  billingAddress: text('billing_address'),
  billingPostCode: varchar('billing_post_code', { length: 20 }),
  billingEmail: varchar('billing_email', { length: 254 }),
  taxNumber: varchar('tax_number', { length: 50 }),
  isVatRegistered: boolean('is_vat_registered').notNull().default(false),
  updatedAt: updatedAt(),
});
