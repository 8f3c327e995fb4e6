import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/i18n/languages.ts';
import type { CvFile, CvListResponse } from '#shared/schemas/files.ts';
import type { ReferralResult } from '#shared/schemas/referrals.ts';
import { isOk } from '../../executer/answers.ts';
import { removeDraft, type Draft } from '../../executer/referrals/drafts.ts';
import {
  outcomeText,
  passOnUpload,
  submissionMessage,
} from '../../executer/referrals/referral-texts.ts';
import { multipartBody, type FormFile } from '../../multipart-form.ts';
import type { SpecApiApp } from '../../spec-api-app.ts';
import { fileAnswer, type FileAnswer } from './file-answers.ts';

/** The CV that completes a draft: a new file, or a stored CV of the draft's candidate record. */
export type DraftCv = { file: FormFile } | { storedFileId: string };

/**
 * The real referral of a draft: POST /api/referrals with the draft's body and the CV, in one
 * transaction there. The draft's id is the Idempotency-Key, so two CreateFile calls for one
 * draft make one referral. A referral (or a duplicate that raced in: -1) removes the draft; a
 * refused file keeps it for another try.
 */
export async function submitDraft(
  api: SpecApiApp,
  request: FastifyRequest,
  language: Language,
  draft: Draft,
  cv: DraftCv,
): Promise<FileAnswer> {
  const payload = draft.payload as Record<string, unknown>;
  const headers = { 'idempotency-key': draft.publicId };
  const response =
    'file' in cv
      ? await api.call(request, {
          method: 'POST',
          url: '/api/referrals',
          headers,
          multipart: multipartBody([
            { name: 'payload', value: JSON.stringify(payload) },
            { name: 'cv', file: { ...cv.file, field: 'cv' } },
          ]),
        })
      : await api.call(request, {
          method: 'POST',
          url: '/api/referrals',
          headers,
          payload: { ...payload, cvFileId: cv.storedFileId },
        });
  if (!isOk(response)) {
    // The job is gone or closed, or the record was removed: the draft can never be submitted.
    if (response.statusCode === 404 || response.statusCode === 409)
      await removeDraft(api.ctx.db, draft.id);
    throw passOnUpload(response, language);
  }
  const result = response.body as ReferralResult;
  await removeDraft(api.ctx.db, draft.id);
  if (result.status !== 0)
    return fileAnswer(
      result.status,
      submissionMessage(language, result),
      draft.publicId,
      undefined,
    );
  const candidateId = result.candidateId ?? null;
  return fileAnswer(
    0,
    outcomeText(language, 'referred'),
    draft.publicId,
    await referralCv(api, request, candidateId, cv),
    { candidateId, referralId: result.referralId ?? null },
  );
}

/** The CV the referral carries: the chosen stored one, or the record's newest (the upload). */
async function referralCv(
  api: SpecApiApp,
  request: FastifyRequest,
  candidateId: string | null,
  cv: DraftCv,
): Promise<CvFile | undefined> {
  if (!candidateId) return undefined;
  const list = await api.call(request, { url: `/api/referrals/candidates/${candidateId}/cvs` });
  if (!isOk(list)) return undefined;
  const { items } = list.body as CvListResponse;
  return 'storedFileId' in cv ? items.find((item) => item.id === cv.storedFileId) : items[0];
}
