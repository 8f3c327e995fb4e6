import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { searchFold } from '#shared/format/search-fold.ts';
import { JOB_FORM_MESSAGES, type JobFormValues } from '#shared/schemas/job-admin.ts';
import type { Database, Queryable } from '../../db/client.ts';
import {
  cities,
  companies,
  companyMembers,
  currencies,
  jobRecruiters,
  jobResponsibles,
  jobs,
  users,
} from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { activeRecruiter } from '../../platform/active-recruiter.ts';
import { audit } from '../../platform/audit.ts';
import { sanitizePostedRichText } from '../../infra/sanitize-html.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { canManageCompany } from '../../platform/company-access.ts';
import { uniqueViolation } from '../../db/database-errors.ts';
import { publishingStatus } from './publishing.ts';
import { checkRewardCap } from './reward-cap.ts';
import { checkRewardNotCut } from './reward-lock.ts';

export function slugify(text: string): string {
  return (
    searchFold(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 160)
      .replace(/-+$/, '') || 'job'
  );
}

const generatedCode = () => `J-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

async function minorDigits(db: Queryable, currency: string) {
  const [row] = await db
    .select({ minorUnit: currencies.minorUnit })
    .from(currencies)
    .where(eq(currencies.code, currency));
  return row?.minorUnit ?? 2;
}

/** The currencies page's text for the same refusal (lookup-admin's currency-resource.ts). */
const TOO_MANY_DECIMALS = 'This currency does not take that many decimals';

/**
 * A form amount in the currency's minor units. An amount finer than that unit (0.4 JPY) is
 * refused on its field rather than rounded: rounding stored 0.4 JPY as no reward at all.
 */
export async function toMinor(
  db: Queryable,
  major: number,
  currency: string,
  path: 'reward' | 'salaryMin' | 'salaryMax',
) {
  const scaled = major * 10 ** (await minorDigits(db, currency));
  const minor = Math.round(scaled);
  // The tolerance absorbs binary fractions (0.29 * 100 is 28.999999999999996).
  if (Math.abs(scaled - minor) > 1e-6)
    throw badRequest(TOO_MANY_DECIMALS, [{ path, message: TOO_MANY_DECIMALS }]);
  return minor;
}

export async function toMajor(db: Queryable, minor: number, currency: string) {
  return minor / 10 ** (await minorDigits(db, currency));
}

/** The company of the form, when the caller may post for it (members: their own; staff: any). */
export async function companyForCaller(db: Queryable, auth: AuthContext, companyPublicId: string) {
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.publicId, companyPublicId));
  if (!company || !(await canManageCompany(db, auth, company.id)))
    throw badRequest(JOB_FORM_MESSAGES.company, [
      { path: 'companyId', message: JOB_FORM_MESSAGES.company },
    ]);
  return company;
}

/** Public user ids to internal ids, each checked: responsibles are current members, recruiters active ones. */
async function peopleIds(
  db: Queryable,
  companyId: number,
  values: Pick<JobFormValues, 'responsibleIds' | 'recruiterIds'>,
) {
  const responsibles = values.responsibleIds.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
        .where(
          and(
            inArray(users.publicId, values.responsibleIds),
            eq(companyMembers.companyId, companyId),
            isNull(companyMembers.removedAt),
          ),
        )
    : [];
  if (responsibles.length !== new Set(values.responsibleIds).size)
    throw badRequest('A responsible is not a member of the company', [
      { path: 'responsibleIds', message: 'not_a_member' },
    ]);
  const recruiters = values.recruiterIds.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.publicId, values.recruiterIds), activeRecruiter()))
    : [];
  if (recruiters.length !== new Set(values.recruiterIds).size)
    throw badRequest('An assigned recruiter was not found', [
      { path: 'recruiterIds', message: 'not_a_recruiter' },
    ]);
  return { responsibles: responsibles.map((r) => r.id), recruiters: recruiters.map((r) => r.id) };
}

async function columns(db: Queryable, values: JobFormValues) {
  if (values.cityId !== null) {
    const [city] = await db.select().from(cities).where(eq(cities.id, values.cityId));
    if (!city || city.countryId !== values.countryId)
      throw badRequest('The city is not in the country', [
        { path: 'cityId', message: 'City is required' },
      ]);
  }
  const salaryCurrency = values.salaryCurrency;
  const rewardMinor = await toMinor(db, values.reward, values.rewardCurrency, 'reward');
  return {
    title: values.title,
    descriptionHtml: sanitizePostedRichText(values.descriptionHtml),
    qualificationHtml: sanitizePostedRichText(values.qualificationHtml),
    industryId: values.industryId,
    jobTypeId: values.jobTypeId,
    recruitmentTypeId: values.recruitmentTypeId,
    remoteTypeId: values.remoteTypeId,
    countryId: values.countryId,
    cityId: values.cityId,
    salaryMinMinor:
      values.salaryMin === null || !salaryCurrency
        ? null
        : await toMinor(db, values.salaryMin, salaryCurrency, 'salaryMin'),
    salaryMaxMinor:
      values.salaryMax === null || !salaryCurrency
        ? null
        : await toMinor(db, values.salaryMax, salaryCurrency, 'salaryMax'),
    salaryTypeId: values.salaryTypeId,
    salaryCurrency,
    rewardMinor,
    rewardCurrency: values.rewardCurrency,
    statusId: values.statusId,
  };
}

async function replacePeople(
  db: Queryable,
  jobId: number,
  people: { responsibles: number[]; recruiters: number[] },
) {
  await db.delete(jobResponsibles).where(eq(jobResponsibles.jobId, jobId));
  await db.delete(jobRecruiters).where(eq(jobRecruiters.jobId, jobId));
  if (people.responsibles.length)
    await db
      .insert(jobResponsibles)
      .values(people.responsibles.map((userId) => ({ jobId, userId })));
  if (people.recruiters.length)
    await db.insert(jobRecruiters).values(people.recruiters.map((userId) => ({ jobId, userId })));
}

/** The save's answer: `checkoutRequired` sends the owner to checkout to publish the job. */
function saved(job: typeof jobs.$inferSelect, checkoutRequired: boolean) {
  return {
    id: job.publicId,
    referenceCode: job.referenceCode,
    slug: job.slug,
    statusId: job.statusId,
    checkoutRequired,
  };
}

function translate(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (uniqueViolation(error) === 'jobs_reference_code_unique')
    throw conflict(JOB_FORM_MESSAGES.referenceCodeTaken, [
      { path: 'referenceCode', message: JOB_FORM_MESSAGES.referenceCodeTaken },
    ]);
  throw error;
}

export async function createJob(
  db: Database,
  auth: AuthContext,
  values: JobFormValues,
  request?: FastifyRequest,
) {
  try {
    return await db.transaction(async (tx) => {
      const company = await companyForCaller(tx, auth, values.companyId);
      const people = await peopleIds(tx, company.id, values);
      const referenceCode = values.referenceCode || generatedCode();
      const decided = await publishingStatus(
        tx,
        { companyId: company.id, id: null, currentStatusId: null },
        values.statusId,
      );
      const next = await columns(tx, values);
      await checkRewardCap(tx, next.rewardMinor, next.rewardCurrency);
      const [job] = await tx
        .insert(jobs)
        .values({
          ...next,
          statusId: decided.statusId,
          slug: slugify(`${company.name} ${values.title}`),
          referenceCode,
          companyId: company.id,
          createdByUserId: auth.userId,
          publishedAt: decided.statusId === JOB_STATUS.open ? new Date() : null,
        })
        .returning();
      if (!job) throw new Error('job not inserted');
      await replacePeople(tx, job.id, people);
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'job.create',
          entity: 'job',
          entityId: job.publicId,
          data: { referenceCode, statusId: job.statusId },
        },
        request,
      );
      return saved(job, decided.checkoutRequired);
    });
  } catch (error) {
    translate(error);
  }
}

export async function updateJob(
  db: Database,
  auth: AuthContext,
  jobPublicId: string,
  values: JobFormValues,
  request?: FastifyRequest,
) {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(jobs)
        .where(eq(jobs.publicId, jobPublicId))
        .for('update');
      if (!current || !(await canManageCompany(tx, auth, current.companyId)))
        throw notFound('Job not found');
      const company = await companyForCaller(tx, auth, values.companyId);
      if (company.id !== current.companyId)
        throw badRequest('A job cannot move to another company', [
          { path: 'companyId', message: JOB_FORM_MESSAGES.company },
        ]);
      const people = await peopleIds(tx, company.id, values);
      const decided = await publishingStatus(
        tx,
        { companyId: company.id, id: current.id, currentStatusId: current.statusId },
        values.statusId,
      );
      const next = await columns(tx, values);
      await checkRewardNotCut(tx, current.id, current, next);
      // A reward kept as it is stands under a maximum staff lowered since (decision 8): with a
      // referral it could neither stay nor fall, and the job could not even be closed.
      if (
        next.rewardCurrency !== current.rewardCurrency ||
        next.rewardMinor !== current.rewardMinor
      )
        await checkRewardCap(tx, next.rewardMinor, next.rewardCurrency);
      const [job] = await tx
        .update(jobs)
        .set({
          ...next,
          statusId: decided.statusId,
          referenceCode: values.referenceCode || current.referenceCode,
          slug: slugify(`${company.name} ${values.title}`),
          updatedAt: new Date(),
          publishedAt:
            current.publishedAt ?? (decided.statusId === JOB_STATUS.open ? new Date() : null),
        })
        .where(eq(jobs.id, current.id))
        .returning();
      if (!job) throw new Error('job not updated');
      await replacePeople(tx, job.id, people);
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'job.update',
          entity: 'job',
          entityId: job.publicId,
          data: { statusFrom: current.statusId, statusTo: job.statusId },
        },
        request,
      );
      return saved(job, decided.checkoutRequired);
    });
  } catch (error) {
    translate(error);
  }
}
