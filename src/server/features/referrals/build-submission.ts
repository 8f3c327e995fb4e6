import { and, eq, isNull } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import {
  parseLinkedin,
  REFERRAL_MESSAGES,
  type ApplyRequestParsed,
  type ReferRequestParsed,
} from '#shared/schemas/referrals.ts';
import type { Queryable } from '../../db/client.ts';
import { files, users } from '../../db/schema/index.ts';
import { AppError, notFound, unauthorized } from '../../http/errors.ts';
import { readCvText } from '../../infra/cv-reader/read-cv.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { findOwnCandidate, findSelfCandidate, type CandidateRow } from './candidate-queries.ts';
import type { ReceivedUpload } from '../../platform/files/receive-upload.ts';
import { sendableCv } from '../../platform/files/candidate-cvs.ts';
import { fieldError } from '../../platform/files/read-submission.ts';
import type { CandidateSource, Submission } from './service.ts';

async function storedCvOf(db: Queryable, candidateId: number, publicId: string) {
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.publicId, publicId),
        eq(files.candidateId, candidateId),
        eq(files.fileTypeId, FILE_TYPE.candidateCv),
        isNull(files.deletedAt),
        sendableCv,
      ),
    );
  return file?.id;
}

async function cvOf(
  db: Queryable,
  upload: ReceivedUpload | null,
  candidate: CandidateRow | undefined,
  fileId: string | undefined,
  missing: { key: string; message: string },
): Promise<Submission['cv']> {
  if (upload) return { upload };
  const stored = candidate && fileId ? await storedCvOf(db, candidate.id, fileId) : undefined;
  if (stored) return { fileId: stored };
  if (fileId) throw fieldError('cvFileId', REFERRAL_MESSAGES.selectCv, 'Please select a CV');
  throw fieldError('cv', missing.key, missing.message);
}

/**
 * The CV's text for search, or null. A reader that is full does not cost the recruiter the
 * referral: the CV is stored without its text, like one that cannot be read.
 */
export async function textOf(upload: ReceivedUpload | null, caller: { userId: number }) {
  if (!upload) return null;
  try {
    return await readCvText(upload.tempPath, upload.type.kind, caller);
  } catch (error) {
    if (error instanceof AppError && error.code === 'cv_reader_busy') return null;
    throw error;
  }
}

/** A recruiter's referral: a new candidate record, or one of their own records. */
export async function buildReferral(
  db: Queryable,
  auth: AuthContext,
  input: ReferRequestParsed,
  upload: ReceivedUpload | null,
  idempotencyKey: string | undefined,
): Promise<Submission> {
  const missingCv = { key: REFERRAL_MESSAGES.cv, message: 'Please select or upload a CV' };
  let candidate: CandidateSource;
  let row: CandidateRow | undefined;
  if (input.mode === 'new') {
    candidate = {
      kind: 'new',
      values: {
        ownerUserId: auth.userId,
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        mobile: input.mobile,
        linkedinPage: input.linkedinPage,
      },
    };
  } else {
    row = await findOwnCandidate(db, auth.userId, input.candidateId);
    if (!row) throw notFound('Candidate not found. Please check the information and try again.');
    const updates: Partial<CandidateRow> = {};
    if (!row.email) {
      if (!input.email)
        throw fieldError('email', REFERRAL_MESSAGES.emailRequired, 'Please enter an email address');
      updates.email = input.email;
    }
    if (!row.mobile) {
      if (!input.mobile)
        throw fieldError('mobile', REFERRAL_MESSAGES.phoneRequired, 'Please enter a phone number');
      updates.mobile = input.mobile;
    }
    candidate = { kind: 'existing', row, updates };
  }
  return {
    kind: 'referral',
    auth,
    jobPublicId: input.jobId,
    candidate,
    cv: await cvOf(
      db,
      upload,
      row,
      input.mode === 'existing' ? input.cvFileId : undefined,
      missingCv,
    ),
    additionalInfo: input.additionalInfo,
    idempotencyKey,
    extractedText: await textOf(upload, auth),
  };
}

/** A user applying themself, with the names and LinkedIn page of their profile. */
export async function buildApplication(
  db: Queryable,
  auth: AuthContext,
  input: ApplyRequestParsed,
  upload: ReceivedUpload | null,
  idempotencyKey: string | undefined,
): Promise<Submission> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw unauthorized();
  const linkedin = parseLinkedin(user.linkedinPage ?? '');
  if (!linkedin.ok)
    throw fieldError(
      'linkedinPage',
      REFERRAL_MESSAGES.linkedinUrl,
      'Please enter a valid LinkedIn profile URL',
    );
  const self = await findSelfCandidate(db, auth.userId);
  const profile = {
    firstname: user.firstname,
    lastname: user.lastname,
    linkedinPage: linkedin.value,
    email: self?.email ?? user.email,
    mobile: self?.mobile ?? user.mobile,
  };
  const candidate: CandidateSource = self
    ? { kind: 'existing', row: self, updates: profile }
    : {
        kind: 'new',
        values: { ...profile, ownerUserId: auth.userId, userId: auth.userId },
      };
  return {
    kind: 'application',
    auth,
    jobPublicId: input.jobId,
    candidate,
    cv: await cvOf(db, upload, self, input.cvFileId, {
      key: REFERRAL_MESSAGES.attachCv,
      message: 'Please attach a CV',
    }),
    additionalInfo: input.additionalInfo,
    idempotencyKey,
    extractedText: await textOf(upload, auth),
  };
}
