import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId, ts, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './identity.ts';
import {
  cities,
  countries,
  industries,
  jobStatuses,
  jobTypes,
  recruitmentTypes,
  remoteTypes,
  salaryTypes,
} from './lookups.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicId(),
    slug: varchar('slug', { length: 160 }).notNull(),
    referenceCode: varchar('reference_code', { length: 40 }).notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: varchar('title', { length: 200 }).notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    qualificationHtml: text('qualification_html').notNull().default(''),
    industryId: integer('industry_id').references(() => industries.id),
    jobTypeId: integer('job_type_id').references(() => jobTypes.id),
    recruitmentTypeId: integer('recruitment_type_id').references(() => recruitmentTypes.id),
    remoteTypeId: integer('remote_type_id').references(() => remoteTypes.id),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    salaryMinMinor: bigint('salary_min_minor', { mode: 'number' }),
    salaryMaxMinor: bigint('salary_max_minor', { mode: 'number' }),
    salaryTypeId: integer('salary_type_id').references(() => salaryTypes.id),
    salaryCurrency: varchar('salary_currency', { length: 3 }),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull().default(0),
    rewardCurrency: varchar('reward_currency', { length: 3 }).notNull().default('USD'),
    statusId: smallint('status_id')
      .notNull()
      .references(() => jobStatuses.id),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * The job's rewards that are pending or earned, counted by triggers on rewards (migration
     * 0039); never written by the app. An open job with a reward and none held is a commitment
     * (a row of `blocked_amounts`).
     */
    heldRewards: integer('held_rewards').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_status_created_idx').on(t.statusId, t.createdAt),
    // The rewards of open jobs by id, without the job's wide row (a recruiter's potential rewards).
    index('jobs_open_reward_idx')
      .on(t.id, t.rewardCurrency, t.rewardMinor)
      .where(sql`${t.statusId} = 1`),
    // The newest open jobs (every recruiter's dashboard) from the top of the index.
    index('jobs_open_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.statusId} = 1`),
    index('jobs_company_idx').on(t.companyId),
    index('jobs_country_idx').on(t.countryId, t.createdAt),
    // The job admin list (every status): newest first, by title, and its search box.
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_title_idx').on(sql`lower(${t.title})`, t.id),
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('jobs_reference_trgm_idx').using('gin', sql`${t.referenceCode} gin_trgm_ops`),
  ],
);

/** Company members responsible for a job ("company responsibles"). */
export const jobResponsibles = pgTable(
  'job_responsibles',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] })],
);

/** Recruiters assigned to a job ("crowd responsibles"). */
export const jobRecruiters = pgTable(
  'job_recruiters',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] })],
);

/**
 * Every word (three letters or more) of the open jobs' search text, with how many open jobs hold
 * it; kept by statement triggers on jobs (drizzle/0025_job_search_words.sql). A keyword that
 * found nothing is compared with these words for its closest spelling, not with every job's text.
 */
export const jobSearchWords = pgTable(
  'job_search_words',
  {
    word: text('word').primaryKey(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [index('job_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
