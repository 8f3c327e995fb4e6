import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { PIPELINE_MESSAGES } from '#shared/schemas/pipeline.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidateStatuses,
  candidates,
  files,
  jobs,
  referralNotices,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { canManageCompany } from '../../platform/company-access.ts';

type LookupOptions = {
  /** Lock the row FOR UPDATE (and its notice FOR SHARE) until the transaction ends. */
  lock?: boolean;
  /** Staff reversing a hire made before the person objected: an objection does not hide it. */
  objectedToo?: boolean;
};

/**
 * The application row locked FOR UPDATE (concurrent moves of one application queue up here),
 * with its job and candidate, when the caller may manage the job's company and its person has
 * not objected to it; else 404.
 */
export const lockApplication = (
  tx: Queryable,
  auth: AuthContext,
  publicId: string,
  options: Omit<LookupOptions, 'lock'> = {},
) => findApplication(tx, auth, publicId, { ...options, lock: true });

/** The same look-up and access check, without the lock unless asked for. */
export async function findApplication(
  tx: Queryable,
  auth: AuthContext,
  publicId: string,
  { lock = false, objectedToo = false }: LookupOptions = {},
) {
  const query = tx.select().from(referrals).where(eq(referrals.publicId, publicId));
  const [referral] = await (lock ? query.for('update') : query);
  if (!referral) throw notFound('Application not found');
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, referral.jobId));
  if (!job || !(await canManageCompany(tx, auth, job.companyId)))
    throw notFound('Application not found');
  // An objection takes the referral away from the company (decision 13): answered as another
  // company's application, so no note, move, CV or hire (with its reward and invoice) reaches it.
  if (!objectedToo && (await objected(tx, referral.id, lock)))
    throw notFound('Application not found');
  const [candidate] = await tx
    .select()
    .from(candidates)
    .where(eq(candidates.id, referral.candidateId));
  if (!candidate) throw notFound('Application not found');
  return { referral, job, candidate };
}

/**
 * Has the referral's person objected? Under the row lock the notice is read FOR SHARE: an
 * objection being answered right now is waited for and seen, and one answered after this
 * waits for the transaction (a hire then came before the objection).
 */
async function objected(tx: Queryable, referralId: number, lock: boolean) {
  const query = tx
    .select({ response: referralNotices.response })
    .from(referralNotices)
    .where(eq(referralNotices.referralId, referralId));
  const [notice] = await (lock ? query.for('share') : query);
  return notice?.response === 'objected';
}

export async function statusById(db: Queryable, statusId: number) {
  const [status] = await db
    .select()
    .from(candidateStatuses)
    .where(and(eq(candidateStatuses.id, statusId), eq(candidateStatuses.active, true)));
  if (!status)
    throw badRequest(PIPELINE_MESSAGES.status, [
      { path: 'statusId', message: PIPELINE_MESSAGES.status },
    ]);
  return status;
}

/**
 * A CV the company received for this application: the one on the referral, one in its status
 * history, or one a member uploaded at this company for the candidate. Another CV of the person
 * (sent to another company, or their own) is not the company's to attach, nor then to read.
 */
export async function candidateCv(
  db: Queryable,
  application: { referral: { id: number; cvFileId: number | null }; job: { companyId: number } },
  candidateId: number,
  filePublicId: string,
) {
  const { referral, job } = application;
  const [file] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.publicId, filePublicId),
        eq(files.candidateId, candidateId),
        eq(files.fileTypeId, FILE_TYPE.candidateCv),
        isNull(files.deletedAt),
        or(
          referral.cvFileId === null ? undefined : eq(files.id, referral.cvFileId),
          eq(files.companyId, job.companyId),
          sql`exists (select 1 from ${referralStatusHistory} h where h.referral_id = ${referral.id} and h.cv_file_id = ${files.id})`,
        ),
      ),
    );
  if (!file)
    throw badRequest(PIPELINE_MESSAGES.cv, [{ path: 'cvFileId', message: PIPELINE_MESSAGES.cv }]);
  return file;
}
