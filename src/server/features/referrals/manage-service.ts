import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { CvFile } from '#shared/schemas/files.ts';
import type {
  ReferralCheckResponse,
  referralCheckRequestSchema,
} from '#shared/schemas/referral-manage.ts';
import { linkedinKey } from '#shared/schemas/referrals.ts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { CANDIDATE_STATUS } from '../../db/seed/data/lookups.ts';
import {
  candidates,
  files,
  jobs,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { memberCompanyIds } from '../../platform/company-access.ts';
import type { ReceivedUpload } from '../../platform/files/receive-upload.ts';
import {
  commitUpload,
  discardStored,
  fileUrl,
  type StoredObjects,
} from '../../platform/files/store-upload.ts';
import { findOwnCandidate } from './candidate-queries.ts';
import { objectedTo, representedByAnother } from './ownership.ts';
import { isReferrerThemself } from './self-referral.ts';
import { emailKey, personKeys } from './person-keys.ts';
import { findExistingReferral } from './queries.ts';
import { outcomeTexts } from './request-language.ts';
import { loadOpenJob, MESSAGES } from './service.ts';

type Deps = Pick<AppContext, 'db' | 'storage'>;

export const MANAGE_MESSAGES = {
  candidateNotFound: 'Candidate not found. Please check the information and try again.',
  withdrawn: 'The referral was withdrawn.',
  cannotWithdraw: 'This referral can no longer be withdrawn: the company has already moved it.',
} as const;

const candidateNotFound = () => notFound(MANAGE_MESSAGES.candidateNotFound);

/**
 * Whether the person may be referred to the job now, with the rules of a submission (open job,
 * not the caller's own company, nobody referred or applied with that e-mail, LinkedIn page or
 * record, no other recruiter represents them for the company): answers the reason only, in the
 * caller's language, never who referred nor anything of their referral.
 */
export async function checkReferable(
  db: Deps['db'],
  auth: AuthContext,
  input: z.output<typeof referralCheckRequestSchema>,
  request?: FastifyRequest,
): Promise<ReferralCheckResponse> {
  const job = await loadOpenJob({ db }, input.jobId);
  if ((await memberCompanyIds(db, auth.userId)).includes(job.companyId))
    throw new AppError(403, 'own_company_job', MESSAGES.ownCompany);
  let email = input.email ?? null;
  let linkedin = input.linkedinPage ?? null;
  let mobile = input.mobile ?? null;
  let candidateId: number | null = null;
  if (input.candidateId) {
    const row = await findOwnCandidate(db, auth.userId, input.candidateId);
    if (!row) throw candidateNotFound();
    // As a submission of this record would: its own contact details first.
    candidateId = row.id;
    email = row.email ?? email;
    linkedin = row.linkedinPage ?? linkedin;
    mobile = row.mobile ?? mobile;
  }
  const existing = await findExistingReferral(db, job.id, {
    emailKey: emailKey(email),
    linkedinKey: linkedinKey(linkedin),
    candidateId,
  });
  const texts = outcomeTexts(request);
  // A person's own application answers as a referral does: whether someone applied, and where,
  // is theirs to tell, not a recruiter's to find out by trying addresses.
  if (existing)
    return { referable: false, reason: 'already_referred', message: texts.alreadyReferred };
  const keys = personKeys({ email, mobile, linkedinPage: linkedin });
  if (await isReferrerThemself(db, keys, auth.userId))
    return { referable: false, reason: 'self', message: texts.self };
  if (await representedByAnother(db, job.companyId, keys, auth.userId))
    return { referable: false, reason: 'represented', message: texts.represented };
  if (await objectedTo(db, keys, auth.userId))
    return { referable: false, reason: 'objected', message: texts.objected };
  return { referable: true, reason: null, message: null };
}

/**
 * The referrer takes back a referral (or an application) the company has not acted on yet: still
 * in its first status with its first history row only. The candidate record and its CVs stay.
 */
export async function withdrawReferral(
  db: Deps['db'],
  auth: AuthContext,
  key: { jobId: string; candidateId: string },
  request: FastifyRequest,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: referrals.id,
        publicId: referrals.publicId,
        statusId: referrals.statusId,
        hiredAt: referrals.hiredAt,
      })
      .from(referrals)
      .innerJoin(jobs, eq(jobs.id, referrals.jobId))
      .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
      .where(
        and(
          eq(jobs.publicId, key.jobId),
          eq(candidates.publicId, key.candidateId),
          eq(referrals.referrerUserId, auth.userId),
        ),
      )
      .for('update', { of: referrals });
    if (!row) throw candidateNotFound();
    const [history] = await tx
      .select({ n: count() })
      .from(referralStatusHistory)
      .where(eq(referralStatusHistory.referralId, row.id));
    if (row.statusId !== CANDIDATE_STATUS.screening || row.hiredAt || (history?.n ?? 0) > 1)
      throw conflict(MANAGE_MESSAGES.cannotWithdraw, [
        { path: 'referral', message: 'referrals.outcome.cannotWithdraw' },
      ]);
    await tx.delete(referralStatusHistory).where(eq(referralStatusHistory.referralId, row.id));
    await tx.delete(referrals).where(eq(referrals.id, row.id));
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'referral.withdraw',
        entity: 'referral',
        entityId: row.publicId,
        data: { jobId: key.jobId, candidateId: key.candidateId },
      },
      request,
    );
  });
  return { ok: true as const, message: MANAGE_MESSAGES.withdrawn };
}

/** A new CV on one of the caller's candidate records; it becomes the record's default CV. */
export async function addCandidateCv(
  deps: Deps,
  auth: AuthContext,
  candidatePublicId: string,
  upload: ReceivedUpload,
  extractedText: string | null,
  request: FastifyRequest,
): Promise<CvFile> {
  const candidate = await findOwnCandidate(deps.db, auth.userId, candidatePublicId);
  if (!candidate) throw candidateNotFound();
  const stored: StoredObjects = { keys: [] };
  try {
    const file = await deps.db.transaction(async (tx) => {
      await tx
        .update(files)
        .set({ isDefault: false })
        .where(
          and(
            eq(files.candidateId, candidate.id),
            eq(files.fileTypeId, FILE_TYPE.candidateCv),
            ne(files.isDefault, false),
          ),
        );
      const row = await commitUpload(
        deps,
        upload,
        {
          fileTypeId: FILE_TYPE.candidateCv,
          ownerUserId: auth.userId,
          candidateId: candidate.id,
          isDefault: true,
          extractedText,
        },
        tx,
        stored,
      );
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'candidate.cv_added',
          entity: 'candidate',
          entityId: candidate.publicId,
          data: { file: row.publicId },
        },
        request,
      );
      return row;
    });
    return {
      id: file.publicId,
      name: file.originalName,
      sizeBytes: file.sizeBytes,
      mimeType: file.mimeType,
      createdAt: file.createdAt.toISOString(),
      url: fileUrl(file.publicId),
    };
  } catch (error) {
    await discardStored(deps, stored);
    throw error;
  }
}
