import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { Queryable } from '#server/db/client.ts';
import { jobResponsibles, jobs } from '#server/db/schema/index.ts';
import { createCompany, type CompanyOptions } from './company.ts';
import { unique } from './unique.ts';

export type JobOptions = Partial<typeof jobs.$inferInsert> & {
  /** Without a `companyId`, the fresh company the job belongs to (its name, owners, members). */
  company?: CompanyOptions;
  /** Users made responsible for the job. */
  responsibleIds?: number[];
};

/** An open job paying 1,000 USD, in a fresh company unless given; anything can be overridden. */
export async function createJob(db: Queryable, options: JobOptions = {}) {
  const { company, responsibleIds = [], ...values } = options;
  const companyId = values.companyId ?? (await createCompany(db, company)).id;
  const code = unique(5);
  const [job] = await db
    .insert(jobs)
    .values({
      slug: `job-${code}`,
      referenceCode: `T-${code}`,
      title: `Job ${code}`,
      descriptionHtml: '<p>A job.</p>',
      statusId: JOB_STATUS.open,
      rewardMinor: 100_000,
      rewardCurrency: 'USD',
      ...values,
      companyId,
    })
    .returning();
  if (!job) throw new Error('createJob failed');
  for (const userId of responsibleIds)
    await db.insert(jobResponsibles).values({ jobId: job.id, userId });
  return job;
}
