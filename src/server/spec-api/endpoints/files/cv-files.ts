import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/i18n/languages.ts';
import type { CvFile, CvListResponse } from '#shared/schemas/files.ts';
import { isOk, notFoundError, passOn } from '../../executer/answers.ts';
import { findDraft } from '../../executer/referrals/drafts.ts';
import {
  candidateNotFound,
  outcomeText,
  passOnUpload,
} from '../../executer/referrals/referral-texts.ts';
import { multipartBody, type FormFile } from '../../multipart-form.ts';
import type { SpecApiApp } from '../../spec-api-app.ts';
import { fileAnswer, type FileAnswer, type FileRow } from './file-answers.ts';
import { fieldRefusal, publicIdField } from './file-form.ts';
import { readStoredFile } from './read-stored-file.ts';
import { submitDraft } from './submit-draft.ts';

export type FileCaller = { auth: { userId: number }; publicId: string };
type Context = { api: SpecApiApp; request: FastifyRequest; language: Language; caller: FileCaller };

const CV_TYPE_ID = 5;

/** A CV list route as the caller; a 404 (not theirs, or not there) is undefined. */
async function cvList(context: Context, url: string): Promise<CvFile[] | undefined> {
  const response = await context.api.call(context.request, { url });
  if (response.statusCode === 404) return undefined;
  if (!isOk(response)) throw passOn(response, context.language);
  return (response.body as CvListResponse).items;
}

const candidateCvs = (context: Context, candidateId: string) =>
  cvList(context, `/api/referrals/candidates/${candidateId}/cvs`);
const ownCvs = async (context: Context) =>
  (await cvList(context, '/api/referrals/candidates/mine/cvs')) ?? [];

/** A new CV on one of the caller's candidate records (POST /api/referrals/candidates/:id/cvs). */
async function addToCandidate(context: Context, candidateId: string, file: FormFile) {
  const { api, request, language } = context;
  const added = await api.call(request, {
    method: 'POST',
    url: `/api/referrals/candidates/${candidateId}/cvs`,
    multipart: multipartBody([{ name: 'cv', file: { ...file, field: 'cv' } }]),
  });
  if (added.statusCode === 404) throw candidateNotFound(language);
  if (!isOk(added)) throw passOnUpload(added, language);
  return fileAnswer(0, outcomeText(language, 'cvSaved'), candidateId, added.body as CvFile, {
    candidateId,
  });
}

/**
 * Files/CreateFile with a candidate CV: ReferenceId is a draft of sqlId 14 (the referral is made
 * now, with this CV) or one of the caller's candidate records (the CV is added to it).
 */
export async function createCv(
  context: Context,
  fields: { ReferenceId: string },
  file: FormFile | null,
): Promise<FileAnswer> {
  const { api, request, language, caller } = context;
  const referenceId = publicIdField(fields.ReferenceId, 'ReferenceId', language);
  if (!file || file.content.length === 0)
    throw fieldRefusal(language, [{ path: 'body.File', message: 'referrals.validation.cv' }]);
  const draft = await findDraft(api.ctx.db, caller.auth.userId, referenceId);
  if (draft) return submitDraft(api, request, language, draft, { file });
  return addToCandidate(context, referenceId, file);
}

/**
 * Files/CopyFile: SourceFileId is one of the caller's stored CVs — a CV of the reference's
 * candidate record, or the caller's own — and ReferenceId a draft or a candidate record of theirs.
 * A CV the record already holds is used as it is; the caller's own CV is copied (its bytes go
 * through the same upload checks).
 */
export async function copyCv(
  context: Context,
  fields: { ReferenceId: string; SourceFileId: string },
): Promise<FileAnswer> {
  const { api, request, language, caller } = context;
  const referenceId = publicIdField(fields.ReferenceId, 'ReferenceId', language);
  const sourceId = publicIdField(fields.SourceFileId, 'SourceFileId', language);
  const draft = await findDraft(api.ctx.db, caller.auth.userId, referenceId);
  const candidateId = draft ? draft.candidatePublicId : referenceId;
  const held = candidateId ? await candidateCvs(context, candidateId) : [];
  if (!held) throw candidateNotFound(language);
  const stored = held.find((cv) => cv.id === sourceId);
  if (stored && draft)
    return submitDraft(api, request, language, draft, { storedFileId: stored.id });
  if (stored)
    return fileAnswer(0, outcomeText(language, 'cvSaved'), referenceId, stored, { candidateId });
  const own = (await ownCvs(context)).find((cv) => cv.id === sourceId);
  const file = own && (await readStoredFile(api.ctx.app, request, own.id, own.name));
  if (!file) throw notFoundError(language);
  if (draft) return submitDraft(api, request, language, draft, { file });
  return addToCandidate(context, referenceId, file);
}

const toRow =
  (referenceId: string) =>
  (cv: CvFile, index: number): FileRow => ({
    id: cv.id,
    name: cv.name,
    path: cv.url,
    file_type_id: CV_TYPE_ID,
    reference_id: referenceId,
    // The newest upload is the default CV (referrals and candidate records both make it so).
    is_default: index === 0,
    mime_type: cv.mimeType,
    size_bytes: cv.sizeBytes,
    create_date: cv.createdAt,
  });

/**
 * Files/GetFilesByReferenceId for CVs: the caller's own (ReferenceId = the caller), a candidate
 * record of theirs, or a draft (none yet); anyone else's reference is not found.
 */
export async function listCvs(
  context: Context,
  fields: { ReferenceId: string },
  onlyDefault: boolean,
): Promise<FileRow[]> {
  const { api, language, caller } = context;
  const reference = fields.ReferenceId.trim().toLowerCase();
  let items: CvFile[];
  if (reference === caller.publicId) items = await ownCvs(context);
  else {
    const id = publicIdField(reference, 'ReferenceId', language);
    const draft = await findDraft(api.ctx.db, caller.auth.userId, id);
    const found = draft ? [] : await candidateCvs(context, id);
    if (!found) throw candidateNotFound(language);
    items = found;
  }
  return (onlyDefault ? items.slice(0, 1) : items).map(toRow(reference));
}
