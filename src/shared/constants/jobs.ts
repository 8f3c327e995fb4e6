/** Job search's values and limits; zod-free so the public pages can use them at first paint. */
/**
 * The most rows a search pages through (100 pages of 10); beyond it the total is reported as
 * capped ('More than 1,000 jobs match'), as large job boards do. Counting further costs every
 * broad search time for pages nobody reads (docs/performance.md).
 */
export const SEARCH_TOTAL_CAP = 1_000;
export const JOB_SEARCH_MAX_SIZE = 50;

export const JOB_TYPE_CODES = [
  'fulltime',
  'partime',
  'contract',
  'internship',
  'temporary',
] as const;
export type JobTypeCode = (typeof JOB_TYPE_CODES)[number];
export const WORK_TYPE_CODES = ['remote', 'onsite', 'hybrid'] as const;
export type WorkTypeCode = (typeof WORK_TYPE_CODES)[number];
export const DATE_POSTED_CODES = ['any', 'today', 'week', 'month'] as const;
export type DatePostedCode = (typeof DATE_POSTED_CODES)[number];
export const JOB_SORT_FIELDS = ['createDate', 'company', 'name', 'location', 'reward'] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];

/** The job-detail path segment that suppresses similar jobs. */
export const NO_SIMILAR_SUFFIX = 'NOSJ';
