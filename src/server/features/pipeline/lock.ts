import { and, eq, isNull } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { PIPELINE_MESSAGES } from '#shared/schemas/pipeline.ts';
import type { Queryable } from '../../db/client.ts';
import { candidateStatuses, candidates, files, jobs, referrals } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { canManageCompany } from '../../platform/company-access.ts';

/**
 * The application row locked FOR UPDATE (concurrent moves of one application queue up here),
 * with its job and candidate, when the caller may manage the job's company; else 404.
 */
export const lockApplication = (tx: Queryable, auth: AuthContext, publicId: string) =>
  findApplication(tx, auth, publicId, { lock: true });

/** The same look-up and access check, without the lock unless asked for. */
export async function findApplication(
  tx: Queryable,
  auth: AuthContext,
  publicId: string,
  { lock = false } = {},
) {
  const query = tx.select().from(referrals).where(eq(referrals.publicId, publicId));
  const [referral] = await (lock ? query.for('update') : query);
  if (!referral) throw notFound('Application not found');
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, referral.jobId));
  if (!job || !(await canManageCompany(tx, auth, job.companyId)))
    throw notFound('Application not found');
  const [candidate] = await tx
    .select()
    .from(candidates)
    .where(eq(candidates.id, referral.candidateId));
  if (!candidate) throw notFound('Application not found');
  return { referral, job, candidate };
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

/** A stored CV of this candidate (uploaded through the move dialog or at referral time). */
export async function candidateCv(db: Queryable, candidateId: number, filePublicId: string) {
  const [file] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.publicId, filePublicId),
        eq(files.candidateId, candidateId),
        eq(files.fileTypeId, FILE_TYPE.candidateCv),
        isNull(files.deletedAt),
      ),
    );
  if (!file)
    throw badRequest(PIPELINE_MESSAGES.cv, [{ path: 'cvFileId', message: PIPELINE_MESSAGES.cv }]);
  return file;
}
