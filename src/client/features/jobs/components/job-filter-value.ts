import type { DatePostedCode, JobTypeCode, WorkTypeCode } from '#shared/schemas/jobs.ts';

export type JobFilterValue = {
  jobType?: JobTypeCode;
  workType?: WorkTypeCode;
  datePosted: DatePostedCode;
};

export const NO_FILTERS: JobFilterValue = { datePosted: 'any' };
