import { JOB_STATUS } from '#shared/constants/domain.ts';
import { jobRecruiters, jobResponsibles, jobs } from '#server/db/schema/jobs.ts';
import { JOB_ROLES, type JobRole } from './data/job-roles.ts';
import { jobTerms, pickRecruiters, placeFor, postedAt } from './demo-job-plan.ts';
import { composeJobText, referenceCode, slugify } from './demo-jobs.ts';
import { demoReward, demoSalary } from './demo-salaries.ts';
import type { Random } from './random.ts';
import type { DemoCompanyRow } from './seed-demo-companies.ts';
import type { DemoContext, DemoUserRow } from './seed-demo-users.ts';

const OPEN_JOB_COUNT = 324;
const OTHER_STATUSES = [
  ...Array<number>(4).fill(JOB_STATUS.draft),
  ...Array<number>(2).fill(JOB_STATUS.pendingPayment),
  ...Array<number>(4).fill(JOB_STATUS.paused),
  ...Array<number>(4).fill(JOB_STATUS.closed),
  ...Array<number>(2).fill(JOB_STATUS.filled),
];

const MINUTE = 60_000;
const DAY = 86_400_000;

export type DemoJob = {
  id: number;
  company: DemoCompanyRow;
  role: JobRole;
  title: string;
  statusId: number;
  createdAt: Date;
  rewardMinor: number;
  rewardCurrency: string;
  responsibleIds: number[];
};

/** Over 300 open jobs and a few in other states, with responsibles and assigned recruiters. */
export async function seedDemoJobs(
  context: DemoContext,
  companies: readonly DemoCompanyRow[],
  recruiters: readonly DemoUserRow[],
  random: Random,
): Promise<DemoJob[]> {
  const { tx, refs, now } = context;
  const statuses = [...OTHER_STATUSES, ...Array<number>(OPEN_JOB_COUNT).fill(JOB_STATUS.open)];
  const planned = statuses.map((statusId) => {
    const company = random.pickWeighted(companies.map((row) => [row, row.data.jobWeight] as const));
    const role = random.pick(
      JOB_ROLES.filter((candidate) => company.data.families.includes(candidate.family)),
    );
    const { location, city } = placeFor(company, random);
    const { jobType, remoteTypeId, recruitmentType } = jobTerms(role, random);
    const salary = demoSalary(role, location, jobType, random);
    const reward = demoReward(role, location, random);
    const createdAt = postedAt(statusId, now, random);
    const published = statusId !== JOB_STATUS.draft && statusId !== JOB_STATUS.pendingPayment;
    const publishedAt = published
      ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(20, 180) * MINUTE))
      : null;
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    return {
      company,
      role,
      statusId,
      responsibleIds: random.sample(company.members, random.int(1, 2)).map((member) => member.id),
      recruiterIds: pickRecruiters(recruiters, random),
      values: {
        title: role.title,
        ...composeJobText(role, { company: company.data.name, city }, remoteTypeId, random),
        companyId: company.id,
        industryId: refs.industryId(company.data.industry),
        jobTypeId: refs.jobTypeId(jobType),
        recruitmentTypeId: refs.recruitmentTypeId(recruitmentType),
        remoteTypeId,
        countryId: refs.countryId(location.iso2),
        cityId: refs.cityId(location.iso2, city),
        ...salary,
        ...reward,
        statusId,
        viewCount: published ? random.int(3, 25) + Math.round(ageDays * random.int(1, 9)) : 0,
        createdByUserId: random.pick(company.members).id,
        publishedAt,
        createdAt,
        updatedAt: publishedAt ?? createdAt,
      },
    };
  });

  planned.sort((a, b) => a.values.createdAt.getTime() - b.values.createdAt.getTime());
  const sequences = new Map<number, number>();
  const rows = planned.map((job) => {
    const sequence = (sequences.get(job.company.id) ?? 0) + 1;
    sequences.set(job.company.id, sequence);
    const code = referenceCode(
      job.company.data.code,
      job.values.createdAt.getUTCFullYear(),
      sequence,
    );
    return {
      ...job.values,
      referenceCode: code,
      slug: slugify(`${job.company.data.name} ${job.role.title}`),
    };
  });
  const inserted = await tx
    .insert(jobs)
    .values(rows)
    .returning({ id: jobs.id, referenceCode: jobs.referenceCode });
  const idByCode = new Map(inserted.map((row) => [row.referenceCode, row.id]));

  const result: DemoJob[] = planned.map((job, index) => {
    const id = idByCode.get(rows[index]?.referenceCode ?? '');
    if (id === undefined) throw new Error('Demo job id missing');
    return {
      id,
      company: job.company,
      role: job.role,
      title: job.role.title,
      statusId: job.statusId,
      createdAt: job.values.createdAt,
      rewardMinor: job.values.rewardMinor,
      rewardCurrency: job.values.rewardCurrency,
      responsibleIds: job.responsibleIds,
    };
  });
  await tx
    .insert(jobResponsibles)
    .values(
      result.flatMap((job) =>
        job.responsibleIds.map((userId) => ({ jobId: job.id, userId, createdAt: job.createdAt })),
      ),
    );
  const assignments = planned.flatMap((job, index) =>
    job.recruiterIds.map((userId) => ({
      jobId: result[index]?.id ?? 0,
      userId,
      createdAt: job.values.publishedAt ?? job.values.createdAt,
    })),
  );
  if (assignments.length > 0) await tx.insert(jobRecruiters).values(assignments);
  return result;
}
