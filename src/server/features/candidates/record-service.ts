import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import type { CandidateInputParsed } from '#shared/schemas/candidates.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import {
  candidates,
  cities,
  countries,
  educationLevels,
  files,
  referrals,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { ReceivedUpload } from '../../platform/files/receive-upload.ts';
import {
  commitUpload,
  discardStored,
  type StoredObjects,
} from '../../platform/files/store-upload.ts';
import { findCandidateRecord, type OwnerScope } from './record-queries.ts';

type Deps = Pick<AppContext, 'db' | 'storage'>;

export const CANDIDATE_RECORD_MESSAGES = {
  created: 'Candidate saved',
  updated: 'Candidate updated',
  notFound: 'Candidate not found. Please check the information and try again.',
  hasReferrals: 'This candidate has referrals and cannot be deleted.',
  cvRequired: 'Please select or upload a CV',
  city: 'The city does not belong to the chosen country',
} as const;

const fieldError = (field: string, key: string, message: string) =>
  new AppError(400, 'validation_failed', message, [{ path: `body.${field}`, message: key }]);

/** Country, city (of that country) and education level must exist: a 400 on the field, not a 500. */
async function assertReferences(db: Queryable, input: CandidateInputParsed) {
  if (input.countryId !== null) {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.countryId));
    if (!country) throw fieldError('countryId', 'validation.invalid', 'Unknown country');
  }
  if (input.cityId !== null) {
    const [city] = await db
      .select({ countryId: cities.countryId })
      .from(cities)
      .where(eq(cities.id, input.cityId));
    if (city?.countryId !== input.countryId)
      throw fieldError('cityId', 'userAdmin.validation.city', CANDIDATE_RECORD_MESSAGES.city);
  }
  if (input.educationLevelId !== null) {
    const [level] = await db
      .select({ id: educationLevels.id })
      .from(educationLevels)
      .where(eq(educationLevels.id, input.educationLevelId));
    if (!level)
      throw fieldError('educationLevelId', 'validation.invalid', 'Unknown education level');
  }
}

/** The upload becomes the candidate's default CV; earlier ones stay (referrals point at them). */
async function attachCv(
  deps: Deps,
  tx: Transaction,
  auth: AuthContext,
  candidateId: number,
  upload: ReceivedUpload,
  stored: StoredObjects,
) {
  await tx
    .update(files)
    .set({ isDefault: false })
    .where(
      and(
        eq(files.candidateId, candidateId),
        eq(files.fileTypeId, FILE_TYPE.candidateCv),
        ne(files.isDefault, false),
      ),
    );
  const file = await commitUpload(
    deps,
    upload,
    {
      fileTypeId: FILE_TYPE.candidateCv,
      ownerUserId: auth.userId,
      candidateId,
      isDefault: true,
      description: 'Candidate CV',
    },
    tx,
    stored,
  );
  return file.publicId;
}

const values = (input: CandidateInputParsed) => ({
  firstname: input.firstname,
  lastname: input.lastname,
  email: input.email,
  mobile: input.mobile,
  linkedinPage: input.linkedinPage,
  countryId: input.countryId,
  cityId: input.cityId,
  educationLevelId: input.educationLevelId,
  notes: input.notes,
});

/** A new record owned by the caller, with its CV, in one transaction. */
export async function createCandidateRecord(
  deps: Deps,
  auth: AuthContext,
  input: CandidateInputParsed,
  upload: ReceivedUpload | null,
  request: FastifyRequest,
) {
  if (!upload)
    throw fieldError('cv', 'referrals.validation.cv', CANDIDATE_RECORD_MESSAGES.cvRequired);
  await assertReferences(deps.db, input);
  const stored: StoredObjects = { keys: [] };
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(candidates)
        .values({ ...values(input), ownerUserId: auth.userId })
        .returning();
      if (!row) throw new Error('Candidate was not inserted');
      const cvFileId = await attachCv(deps, tx, auth, row.id, upload, stored);
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'candidate.create',
          entity: 'candidate',
          entityId: row.publicId,
          data: { cvFileId },
        },
        request,
      );
      return { id: row.publicId, message: CANDIDATE_RECORD_MESSAGES.created };
    });
  } catch (error) {
    await discardStored(deps, stored);
    throw error;
  }
}

export async function updateCandidateRecord(
  deps: Deps,
  auth: AuthContext,
  scope: OwnerScope,
  publicId: string,
  input: CandidateInputParsed,
  upload: ReceivedUpload | null,
  request: FastifyRequest,
) {
  const found = await findCandidateRecord(deps.db, scope, publicId);
  if (!found) throw notFound(CANDIDATE_RECORD_MESSAGES.notFound);
  await assertReferences(deps.db, input);
  const stored: StoredObjects = { keys: [] };
  try {
    return await deps.db.transaction(async (tx) => {
      await tx
        .update(candidates)
        .set({ ...values(input), updatedAt: new Date() })
        .where(eq(candidates.id, found.candidate.id));
      const cvFileId = upload
        ? await attachCv(deps, tx, auth, found.candidate.id, upload, stored)
        : null;
      await audit(
        tx,
        {
          actorUserId: auth.userId,
          action: 'candidate.update',
          entity: 'candidate',
          entityId: publicId,
          data: cvFileId ? { cvFileId } : undefined,
        },
        request,
      );
      return { id: publicId, message: CANDIDATE_RECORD_MESSAGES.updated };
    });
  } catch (error) {
    await discardStored(deps, stored);
    throw error;
  }
}

/**
 * Removes a record that no referral uses (archived: files and audit keep pointing at it). The
 * row is locked first, so a referral made at the same moment cannot slip past the check.
 */
export async function deleteCandidateRecord(
  deps: Deps,
  auth: AuthContext,
  scope: OwnerScope,
  publicId: string,
  request: FastifyRequest,
) {
  const found = await findCandidateRecord(deps.db, scope, publicId);
  if (!found) throw notFound(CANDIDATE_RECORD_MESSAGES.notFound);
  await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, found.candidate.id))
      .for('update');
    const [used] = await tx
      .select({ total: count() })
      .from(referrals)
      .where(eq(referrals.candidateId, found.candidate.id));
    if ((used?.total ?? 0) > 0)
      throw conflict(CANDIDATE_RECORD_MESSAGES.hasReferrals, [
        { path: 'candidate', message: 'userAdmin.candidates.hasReferrals' },
      ]);
    await tx
      .update(candidates)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(eq(candidates.id, found.candidate.id));
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'candidate.delete',
        entity: 'candidate',
        entityId: publicId,
      },
      request,
    );
  });
}
