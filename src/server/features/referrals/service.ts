import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FILE_TYPE, JOB_STATUS } from '#shared/constants/domain.ts';
import { linkedinKey, type ReferralResult } from '#shared/schemas/referrals.ts';
import { pathFor } from '#shared/routes.ts';
import type { AppContext } from '../../app-context.ts';
import type { Transaction } from '../../db/client.ts';
import { CANDIDATE_STATUS } from '../../db/seed/data/lookups.ts';
import { candidates, files, referralStatusHistory, referrals } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { informReferredPerson } from '../../platform/consents/referral-notice.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { memberCompanyIds } from '../../platform/company-access.ts';
import { jobCompanyResponsibleIds, notifyAll } from '../../platform/notifications.ts';
import type { CandidateRow } from './candidate-queries.ts';
import {
  guardOwnership,
  objectedResult,
  objectedTo,
  RepresentedByAnother,
  representedByAnother,
  representedResult,
} from './ownership.ts';
import { emailKey, personKeys } from './person-keys.ts';
import { outcomeTexts } from './request-language.ts';
import { isReferrerThemself, selfReferralResult } from './self-referral.ts';
import type { ReceivedUpload } from '../../platform/files/receive-upload.ts';
import {
  commitUpload,
  discardStored,
  type StoredObjects,
} from '../../platform/files/store-upload.ts';
import {
  findByIdempotencyKey,
  findExistingReferral,
  findJobByPublicId,
  type JobRef,
} from './queries.ts';

export const SUBMISSION_STEPS = [
  'candidate',
  'file',
  'referral',
  'history',
  'notifications',
  'audit',
] as const;
export type SubmissionStep = (typeof SUBMISSION_STEPS)[number];

export type SubmissionDeps = Pick<AppContext, 'db' | 'storage'> & {
  /** Test seam: runs after each step inside the transaction; a throw rolls everything back. */
  afterStep?: (step: SubmissionStep) => void | Promise<void>;
};

/** The submission's answers 0, -1 and -2 are `outcomeTexts`, in the caller's language. */
export const MESSAGES = {
  ownCompany: 'You cannot refer or apply to a job of your own company',
} as const;

/** How the candidate record of a submission comes about, decided before the transaction. */
export type CandidateSource =
  | { kind: 'new'; values: typeof candidates.$inferInsert }
  | { kind: 'existing'; row: CandidateRow; updates: Partial<CandidateRow> };

export type Submission = {
  kind: 'referral' | 'application';
  auth: AuthContext;
  jobPublicId: string;
  candidate: CandidateSource;
  /** A new upload, or the id of a stored CV of the candidate. */
  cv: { upload: ReceivedUpload } | { fileId: number };
  additionalInfo: string | null;
  idempotencyKey?: string;
  extractedText?: string | null;
};

class Duplicate extends Error {}

const uniqueViolation = (error: unknown): string | null => {
  const pgError = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = pgError as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unknown') : null;
};

async function replay(deps: SubmissionDeps, key: string, userId: number, message: string) {
  const previous = await findByIdempotencyKey(deps.db, key);
  if (!previous) return null;
  if (previous.referrerUserId !== userId) throw conflict('This idempotency key was already used');
  const [candidate] = await deps.db
    .select({ publicId: candidates.publicId })
    .from(candidates)
    .where(eq(candidates.id, previous.candidateId));
  return {
    status: 0,
    message,
    referralId: previous.publicId,
    candidateId: candidate?.publicId,
  } satisfies ReferralResult;
}

export async function loadOpenJob(deps: Pick<SubmissionDeps, 'db'>, publicId: string) {
  const job = await findJobByPublicId(deps.db, publicId);
  if (!job) throw notFound('Job not found');
  if (job.statusId !== JOB_STATUS.open) throw conflict('This job is not open for referrals');
  return job;
}

/**
 * One referral or application in ONE transaction: candidate record, CV file (row and stored
 * object), referral, first status with its history row, notifications and audit are created
 * together or not at all. A repeated idempotency key answers the first result; the same person
 * on the same job answers -1 whoever referred first (unique indexes decide under concurrency).
 */
export async function submit(
  deps: SubmissionDeps,
  submission: Submission,
  request?: FastifyRequest,
): Promise<ReferralResult> {
  const { auth, kind } = submission;
  const texts = outcomeTexts(request);
  const okMessage = kind === 'referral' ? texts.referred : texts.applied;
  if (submission.idempotencyKey) {
    const previous = await replay(deps, submission.idempotencyKey, auth.userId, okMessage);
    if (previous) return previous;
  }
  const job = await loadOpenJob(deps, submission.jobPublicId);
  // A company's own people cannot earn its rewards, nor apply to its jobs as outsiders.
  if ((await memberCompanyIds(deps.db, auth.userId)).includes(job.companyId))
    throw new AppError(403, 'own_company_job', MESSAGES.ownCompany);
  const person = personOf(submission.candidate);
  if (!person.firstname.trim() || !person.lastname.trim())
    return { status: -2, message: texts.nameNotFound };

  const existing = await findExistingReferral(deps.db, job.id, {
    emailKey: person.emailKey,
    linkedinKey: person.linkedinKey,
    candidateId: submission.candidate.kind === 'existing' ? submission.candidate.row.id : null,
  });
  if (existing) {
    // The same request may have just been answered (sent twice at once): its answer, not -1.
    const previous = submission.idempotencyKey
      ? await replay(deps, submission.idempotencyKey, auth.userId, okMessage)
      : undefined;
    return previous ?? duplicateResult(kind, existing, auth.userId, texts);
  }
  // Only a recruiter's referral can be refused for another recruiter's; an application never.
  const owner = kind === 'referral' ? personKeys(person.contact) : null;
  if (owner && (await isReferrerThemself(deps.db, owner, auth.userId)))
    return selfReferralResult(request);
  if (owner && (await representedByAnother(deps.db, job.companyId, owner, auth.userId)))
    return representedResult(request);
  if (owner && (await objectedTo(deps.db, owner, auth.userId))) return objectedResult(request);

  const stored: StoredObjects = { keys: [] };
  try {
    return await deps.db.transaction(async (tx) => {
      const step = async (name: SubmissionStep) => deps.afterStep?.(name);
      if (owner) await guardOwnership(tx, job.companyId, owner, auth.userId);
      const candidate = await saveCandidate(tx, submission.candidate);
      await step('candidate');
      const cvFileId = await attachCv(deps, tx, submission, candidate, job, stored);
      await step('file');
      const referral = await insertReferral(tx, submission, job, candidate, person, cvFileId);
      await step('referral');
      await tx.insert(referralStatusHistory).values({
        referralId: referral.id,
        fromStatusId: null,
        toStatusId: CANDIDATE_STATUS.screening,
        note: kind === 'application' ? 'Application received.' : 'Referred by the recruiter.',
        cvFileId,
        changedByUserId: auth.userId,
      });
      await step('history');
      await notifyCompany(tx, job, kind, `${candidate.firstname} ${candidate.lastname}`, auth);
      await step('notifications');
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: kind === 'referral' ? 'referral.create' : 'application.create',
          entity: 'referral',
          entityId: referral.publicId,
          data: { jobId: job.publicId, candidateId: candidate.publicId, cvFileId },
        },
        request,
      );
      await step('audit');
      await informReferredPerson(tx, referral.id);
      return {
        status: 0,
        message: okMessage,
        referralId: referral.publicId,
        candidateId: candidate.publicId,
      } satisfies ReferralResult;
    });
  } catch (error) {
    await discardStored(deps, stored);
    if (error instanceof RepresentedByAnother) return representedResult(request);
    const constraint = uniqueViolation(error);
    // The same request sent twice at once: whichever index stopped the second one (its key, or
    // the person on the job), it answers what the first one made.
    const raced = constraint !== null || error instanceof Duplicate;
    if (raced && submission.idempotencyKey) {
      const previous = await replay(deps, submission.idempotencyKey, auth.userId, okMessage);
      if (previous) return previous;
    }
    if (constraint?.startsWith('referrals_job_') || error instanceof Duplicate) {
      const again = await findExistingReferral(deps.db, job.id, {
        emailKey: person.emailKey,
        linkedinKey: person.linkedinKey,
        candidateId: null,
      });
      return duplicateResult(kind, again, auth.userId, texts);
    }
    throw error;
  }
}

function duplicateResult(
  kind: Submission['kind'],
  existing: { kind: string; referrerUserId: number } | undefined,
  userId: number,
  texts: ReturnType<typeof outcomeTexts>,
): ReferralResult {
  if (
    kind === 'application' &&
    existing?.referrerUserId === userId &&
    existing.kind === 'application'
  )
    return { status: -1, message: texts.alreadyAppliedText, alreadyApplied: true };
  return { status: -1, message: texts.alreadyReferred };
}

function personOf(source: CandidateSource) {
  const values = source.kind === 'new' ? source.values : { ...source.row, ...source.updates };
  return {
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    email: values.email ?? null,
    emailKey: emailKey(values.email),
    linkedinKey: linkedinKey(values.linkedinPage),
    contact: { email: values.email, mobile: values.mobile, linkedinPage: values.linkedinPage },
  };
}

async function saveCandidate(tx: Transaction, source: CandidateSource): Promise<CandidateRow> {
  if (source.kind === 'new') {
    const [row] = await tx.insert(candidates).values(source.values).returning();
    if (!row) throw new Error('Candidate was not inserted');
    return row;
  }
  if (Object.keys(source.updates).length === 0) return source.row;
  const [row] = await tx
    .update(candidates)
    .set({ ...source.updates, updatedAt: new Date() })
    .where(eq(candidates.id, source.row.id))
    .returning();
  if (!row) throw new Error('Candidate was not updated');
  return row;
}

async function attachCv(
  deps: SubmissionDeps,
  tx: Transaction,
  submission: Submission,
  candidate: CandidateRow,
  job: JobRef,
  stored: StoredObjects,
): Promise<number> {
  if ('fileId' in submission.cv) return submission.cv.fileId;
  // The newest upload becomes the candidate's default CV.
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
  const file = await commitUpload(
    deps,
    submission.cv.upload,
    {
      fileTypeId: FILE_TYPE.candidateCv,
      ownerUserId: submission.auth.userId,
      candidateId: candidate.id,
      isDefault: true,
      description: submission.additionalInfo ?? `Candidate CV for Job #${job.referenceCode}`,
      extractedText: submission.extractedText ?? null,
    },
    tx,
    stored,
  );
  return file.id;
}

async function insertReferral(
  tx: Transaction,
  submission: Submission,
  job: JobRef,
  candidate: CandidateRow,
  person: ReturnType<typeof personOf>,
  cvFileId: number,
) {
  const [row] = await tx
    .insert(referrals)
    .values({
      kind: submission.kind,
      jobId: job.id,
      candidateId: candidate.id,
      referrerUserId: submission.auth.userId,
      statusId: CANDIDATE_STATUS.screening,
      cvFileId,
      additionalInfo: submission.additionalInfo,
      term1Accepted: true,
      term2Accepted: true,
      // As typed: PostgreSQL keeps its mailbox in person_email_key, which the unique index reads.
      personEmail: person.email,
      personLinkedin: person.linkedinKey,
      idempotencyKey: submission.idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id, publicId: referrals.publicId });
  // A concurrent referral of the same person won the race: no row, and the transaction rolls back.
  if (!row) throw new Duplicate();
  return row;
}

async function notifyCompany(
  tx: Transaction,
  job: JobRef,
  kind: Submission['kind'],
  name: string,
  auth: AuthContext,
) {
  await notifyAll(tx, await jobCompanyResponsibleIds(tx, job), {
    kind: 'new_application',
    event: kind === 'referral' ? 'newReferral' : 'newApplication',
    params: { candidate: name, job: job.title, reference: job.referenceCode },
    link: pathFor('applicationHistory', { jobId: job.publicId }),
    senderUserId: auth.userId,
  });
}
