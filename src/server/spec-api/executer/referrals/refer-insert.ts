import type { CvListResponse } from '#shared/schemas/files.ts';
import {
  REFERRAL_REFUSAL_KEYS,
  type ReferralCheckResponse,
} from '#shared/schemas/referral-manage.ts';
import {
  referExistingRequestSchema,
  referNewRequestSchema,
  type ReferralResult,
} from '#shared/schemas/referrals.ts';
import type { ZodType } from 'zod';
import { messageOfError, text } from '../../texts.ts';
import { isOk, okBody, statusRow } from '../answers.ts';
import type { SpecRow, SqlIdContext } from '../sql-id.ts';
import { saveDraft, type DraftPayload } from './drafts.ts';
import {
  outcomeText,
  publicIdParameter,
  refusedRows,
  submissionMessage,
  unsanitized,
} from './referral-texts.ts';

/** The first row of sqlId 14: status, message, candidate_id (and the referral once there is one). */
const row = (
  status: number,
  message: string,
  candidateId: string | null,
  referralId: string | null = null,
): SpecRow => statusRow(status, message, { candidate_id: candidateId, referral_id: referralId });

/** A refused field: status 1 and the first field's message in the caller's language. */
function invalid<T>(context: SqlIdContext, schema: ZodType<T>, payload: unknown) {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true as const };
  const details = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return {
    ok: false as const,
    rows: [row(1, messageOfError(context.language, { details }), null)],
  };
}

/** The parts of 14's parameters every insert uses. */
function common(context: SqlIdContext, jobId: string | undefined) {
  const { params } = context;
  return {
    jobId: jobId ?? '',
    additionalInfo: unsanitized(params.text('piv_additional_info')) ?? null,
    term1Accepted: params.flag('pin_is_term1_accepted'),
    term2Accepted: params.flag('pin_is_term2_accepted'),
  };
}

/** POST /api/referrals/check: null when referable, else the rows that say why not. */
async function refusal(
  context: SqlIdContext,
  body: Record<string, unknown>,
): Promise<SpecRow[] | null> {
  const response = await context.call({
    method: 'POST',
    url: '/api/referrals/check',
    payload: body,
  });
  if (response.statusCode === 404 && body.candidateId)
    return [row(1, outcomeText(context.language, 'candidateNotFound'), null)];
  if (response.statusCode === 404)
    return [row(1, messageOfError(context.language, response.body), null)];
  if (!isOk(response)) return refusedRows(response, context.language);
  const answer = response.body as ReferralCheckResponse;
  if (answer.referable || !answer.reason) return null;
  const message = text(context.language, REFERRAL_REFUSAL_KEYS[answer.reason]) ?? answer.message;
  return [row(-1, message ?? '', null)];
}

/** A new person: checked now, kept as a draft until Files/CreateFile brings the CV. */
async function referNew(context: SqlIdContext, userId: number, jobId: string | undefined) {
  const { params, language } = context;
  const firstname = unsanitized(params.text('piv_firstname'));
  const lastname = unsanitized(params.text('piv_lastname'));
  if (!firstname || !lastname) return [row(-2, outcomeText(language, 'nameNotFound'), null)];
  const payload: DraftPayload = {
    mode: 'new',
    ...common(context, jobId),
    firstname,
    lastname,
    email: params.text('piv_email') ?? '',
    mobile: params.text('piv_mobile') ?? '',
    linkedinPage: unsanitized(params.text('piv_linkedin_page')) ?? '',
  };
  const check = invalid(context, referNewRequestSchema, payload);
  if (!check.ok) return check.rows;
  const parsed = referNewRequestSchema.parse(payload);
  const refused = await refusal(context, {
    jobId: parsed.jobId,
    email: parsed.email,
    linkedinPage: parsed.linkedinPage,
  });
  if (refused) return refused;
  const draftId = await saveDraft(context.ctx.db, userId, { ...parsed, mode: 'new' });
  return [row(0, outcomeText(language, 'referred'), draftId)];
}

/**
 * One of the caller's candidate records: with a stored CV it is referred now with the latest
 * one; without, it waits as a draft for Files/CreateFile like a new person.
 */
async function referExisting(
  context: SqlIdContext,
  userId: number,
  jobId: string | undefined,
  candidateId: string,
) {
  const { params, language } = context;
  const cvs = await context.call({ url: `/api/referrals/candidates/${candidateId}/cvs` });
  if (cvs.statusCode === 404) return [row(1, outcomeText(language, 'candidateNotFound'), null)];
  const latest = okBody<CvListResponse>(cvs, language).items[0];
  const email = params.text('piv_email');
  const mobile = params.text('piv_mobile');
  const payload: DraftPayload = {
    mode: 'existing',
    ...common(context, jobId),
    candidateId,
    ...(email ? { email } : {}),
    ...(mobile ? { mobile } : {}),
  };
  if (latest) {
    const response = await context.call({
      method: 'POST',
      url: '/api/referrals',
      payload: { ...payload, cvFileId: latest.id },
    });
    // The record was just seen: a 404 is the job's.
    if (response.statusCode === 404) return [row(1, messageOfError(language, response.body), null)];
    if (!isOk(response)) return refusedRows(response, language);
    const result = response.body as ReferralResult;
    return [
      row(
        result.status,
        submissionMessage(language, result),
        result.candidateId ?? candidateId,
        result.referralId ?? null,
      ),
    ];
  }
  const check = invalid(context, referExistingRequestSchema, payload);
  if (!check.ok) return check.rows;
  const parsed = referExistingRequestSchema.parse(payload);
  const refused = await refusal(context, { jobId: parsed.jobId, candidateId });
  if (refused) return refused;
  const draftId = await saveDraft(context.ctx.db, userId, { ...parsed, mode: 'existing' });
  return [row(0, outcomeText(language, 'referred'), draftId)];
}

/** sqlId 14, command I: refer a new person or one of the caller's candidate records to a job. */
export async function referInsert(context: SqlIdContext, userId: number): Promise<SpecRow[]> {
  const jobId = publicIdParameter(context.params, 'pin_job_opening_id');
  const candidateId = publicIdParameter(context.params, 'pin_candidate_id');
  return candidateId
    ? referExisting(context, userId, jobId, candidateId)
    : referNew(context, userId, jobId);
}
