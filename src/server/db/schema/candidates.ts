import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { candidateStatuses, cities, countries, educationLevels } from './lookups.ts';
import { jobs } from './jobs.ts';
import { emailKeySql } from './person-email-key.ts';

/** A person put forward for jobs. Owned by the recruiter who created it, or by the candidate user. */
export const candidates = pgTable(
  'candidates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** Set when the candidate is a user of the product (applications). */
    userId: integer('user_id').references(() => users.id),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    mobile: varchar('mobile', { length: 20 }),
    linkedinPage: varchar('linkedin_page', { length: 200 }),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    educationLevelId: integer('education_level_id').references(() => educationLevels.id),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: ts('archived_at'),
  },
  (t) => [
    index('candidates_owner_idx').on(t.ownerUserId),
    // A candidate user's own records: their dashboard and My Applications on every visit.
    index('candidates_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('candidates_email_idx').on(sql`lower(${t.email})`),
    // The candidates list (issue 27, 1,000,000 records) shows records not archived: newest first,
    // by country, by name. The search box's substring match goes through trigrams, over every
    // record: a job's applications are searched by their candidate, archived or not.
    index('candidates_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('candidates_country_created_idx')
      .on(t.countryId, t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('candidates_name_idx')
      .on(sql`lower(${t.firstname} || ' ' || ${t.lastname})`, t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('candidates_name_trgm_idx').using(
      'gin',
      sql`(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`,
    ),
    index('candidates_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('candidates_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
  ],
);

export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    /** The spec's file type ids: 1 profile picture, 5 candidate CV, 8 logo or picture. */
    fileTypeId: smallint('file_type_id').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    candidateId: integer('candidate_id').references(() => candidates.id),
    companyId: integer('company_id'),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull().unique(),
    isDefault: boolean('is_default').notNull().default(false),
    description: text('description'),
    extractedText: text('extracted_text'),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
    /** When a picture or logo was kept without its metadata (null: stored before that was done). */
    metadataCleanedAt: ts('metadata_cleaned_at'),
  },
  (t) => [
    index('files_candidate_idx').on(t.candidateId, t.fileTypeId),
    index('files_pictures_to_clean_idx')
      .on(t.id)
      .where(
        sql`${t.fileTypeId} in (1, 8) and ${t.deletedAt} is null and ${t.metadataCleanedAt} is null`,
      ),
  ],
);

/** A referral (by a recruiter) or an application (by the candidate) of a candidate to a job. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    kind: varchar('kind', { length: 12 }).$type<'referral' | 'application'>().notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => candidateStatuses.id),
    cvFileId: integer('cv_file_id').references(() => files.id),
    additionalInfo: varchar('additional_info', { length: 512 }),
    term1Accepted: boolean('term1_accepted').notNull(),
    term2Accepted: boolean('term2_accepted').notNull(),
    /** The person's e-mail at referral time, as typed. */
    personEmail: varchar('person_email', { length: 254 }),
    /**
     * The mailbox it reaches (`emailKey`: case, and the tags and dots a known provider ignores),
     * kept by PostgreSQL: with the LinkedIn key, the person's identity that refuses a second
     * referral to the job atomically (`referrals_job_email_uq`).
     */
    personEmailKey: varchar('person_email_key', { length: 254 }).generatedAlwaysAs(
      emailKeySql(sql.identifier('person_email')),
    ),
    /** The LinkedIn page at referral time, normalised (`linkedin.com/in/<name>`). */
    personLinkedin: varchar('person_linkedin', { length: 200 }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).unique(),
    hiredAt: ts('hired_at'),
    /**
     * The candidate's name as a job's applications table sorts it (`lower(first || ' ' || last)`),
     * kept by triggers (drizzle/0037_referrals_candidate_name_key.sql, 0040): an index cannot reach
     * across the join to candidates, and sorting a job's 10,000 applications by the joined name
     * read every one of their candidates.
     */
    candidateNameKey: text('candidate_name_key').notNull().default(''),
    /**
     * The candidate's e-mail as the same table's search box matches it (`lower(email)`, '' for
     * none), kept by the same triggers: the search then reads the job's own rows, never the
     * candidates of a whole name's or mailbox's trigram match.
     */
    candidateEmailKey: text('candidate_email_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('referrals_job_candidate_uq').on(t.jobId, t.candidateId),
    uniqueIndex('referrals_job_email_uq').on(t.jobId, t.personEmailKey),
    uniqueIndex('referrals_job_linkedin_uq').on(t.jobId, t.personLinkedin),
    // A recruiter's referrals, newest first: their dashboard reads the top of it on every visit.
    index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt),
    index('referrals_job_status_idx').on(t.jobId, t.statusId),
    // A candidate's referral count (candidates list) and a job's board and table, latest first.
    index('referrals_candidate_idx').on(t.candidateId),
    index('referrals_job_updated_idx').on(t.jobId, t.updatedAt, t.id),
    index('referrals_job_candidate_name_idx').on(t.jobId, t.candidateNameKey),
    // The staff's dashboard counts the referrals of the last 7 days and the hires of the last 30.
    index('referrals_created_idx').on(t.createdAt),
    index('referrals_hired_idx')
      .on(t.hiredAt)
      .where(sql`${t.hiredAt} is not null`),
  ],
);

export const referralStatusHistory = pgTable(
  'referral_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id),
    fromStatusId: integer('from_status_id').references(() => candidateStatuses.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => candidateStatuses.id),
    note: text('note'),
    cvFileId: integer('cv_file_id').references(() => files.id),
    changedByUserId: integer('changed_by_user_id')
      .notNull()
      .references(() => users.id),
    changedAt: createdAt(),
  },
  (t) => [index('referral_status_history_referral_idx').on(t.referralId)],
);
