import { AppError } from '../../../http/errors.ts';
import { text } from '../../texts.ts';
import { isOk, requireCaller, statusRow } from '../answers.ts';
import { InvalidParameter } from '../parameters.ts';
import type { SpecRow, SqlIdContext, SqlIdHandler } from '../sql-id.ts';
import { findDraft, removeDraft } from './drafts.ts';
import { referInsert } from './refer-insert.ts';
import { outcomeText, publicIdParameter, refusedRows } from './referral-texts.ts';

const row = (status: number, message: string, candidateId: string | null): SpecRow =>
  statusRow(status, message, { candidate_id: candidateId, referral_id: null });

/**
 * Command D: the caller's draft is removed, or the caller's referral of that candidate to that
 * job is withdrawn while the company has not moved it (DELETE /api/referrals/jobs/:jobId/
 * candidates/:candidateId). Anything else is status 1 with the reason.
 */
async function referDelete(context: SqlIdContext, userId: number): Promise<SpecRow[]> {
  const { language, params } = context;
  const candidateId = publicIdParameter(params, 'pin_candidate_id');
  const jobId = publicIdParameter(params, 'pin_job_opening_id');
  const notFound = () => [row(1, outcomeText(language, 'candidateNotFound'), candidateId ?? null)];
  if (!candidateId) return notFound();
  const draft = await findDraft(context.ctx.db, userId, candidateId);
  if (draft && (!jobId || draft.jobPublicId === jobId)) {
    await removeDraft(context.ctx.db, draft.id);
    return [row(0, outcomeText(language, 'withdrawn'), candidateId)];
  }
  if (!jobId) return notFound();
  const response = await context.call({
    method: 'DELETE',
    url: `/api/referrals/jobs/${jobId}/candidates/${candidateId}`,
  });
  if (response.statusCode === 404) return notFound();
  if (!isOk(response)) return refusedRows(response, language);
  return [row(0, outcomeText(language, 'withdrawn'), candidateId)];
}

/**
 * sqlId 14 (public-side 7): create (I) or delete (D) a candidate referral. The referrer is the
 * caller: a pin_referrer_user_id naming anyone else is refused.
 */
export const referSqlId: SqlIdHandler = {
  sqlId: 14,
  summary:
    'Refer a candidate (I: a new person is checked and kept as a draft until Files/CreateFile ' +
    'brings the CV; a candidate record with a CV is referred at once) or take it back (D)',
  async run(context) {
    const { auth, publicId } = requireCaller(context);
    const referrer = context.params.text('pin_referrer_user_id');
    if (referrer !== undefined && referrer !== publicId)
      throw new AppError(403, 'forbidden', text(context.language, 'errors.forbidden') ?? '');
    const command = context.params.text('piv_command_type')?.toUpperCase();
    if (command === 'I') return referInsert(context, auth.userId);
    if (command === 'D') return referDelete(context, auth.userId);
    throw new InvalidParameter('piv_command_type');
  },
};
