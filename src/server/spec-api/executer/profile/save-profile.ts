import { ROLE } from '#shared/constants/roles.ts';
import { billingInfoSchema } from '#shared/schemas/billing-info.ts';
import { updateProfileRequestSchema, type Profile } from '#shared/schemas/profile.ts';
import { text } from '../../texts.ts';
import { isOk, notFoundError, okBody, requireCaller, statusRow } from '../answers.ts';
import type { SqlIdHandler } from '../sql-id.ts';
import { currencyTable } from './currencies.ts';
import { refusedRows, routeFailureRows } from './field-messages.ts';
import {
  anyGiven,
  BILLING,
  billingBody,
  firstIssue,
  profileBody,
  type UncheckedBody,
} from './save-profile-input.ts';

/**
 * sqlId 26, save profile with billing and bank data: the personal fields through
 * PUT /api/profile, the bank and billing fields through PUT /api/billing-info (a company
 * member's are the company's). Both are checked by our schemas before either is saved, so a
 * refused field saves nothing; the first row says 0 and what was saved, or 1 and why not.
 */
export const saveProfileSqlId: SqlIdHandler = {
  sqlId: 26,
  summary:
    'Save profile with billing and bank data: personal fields (PUT /api/profile) and the ' +
    'billing form (PUT /api/billing-info/personal, or /company for a company member)',
  async run(context) {
    const { call, language, params } = context;
    const { publicId } = requireCaller(context);
    const selected = params.text('pin_selected_user_id');
    // Nobody saves another user's profile here, staff included (they use the back office).
    if (selected !== undefined && selected !== publicId) throw notFoundError(language);

    const stored = okBody<Profile>(await call({ url: '/api/profile' }), language);
    const personal = profileBody(params, stored);
    let billing: UncheckedBody | undefined;
    if (anyGiven(params, BILLING)) {
      const built = billingBody(params, await currencyTable(call, language));
      if ('refused' in built) return refusedRows(language, built.refused);
      billing = built.body;
    }
    const issue =
      (billing && firstIssue(billingInfoSchema, billing)) ??
      (personal && firstIssue(updateProfileRequestSchema, personal));
    if (issue) return refusedRows(language, issue);

    if (billing) {
      const scope = stored.roleId === ROLE.company ? 'company' : 'personal';
      const saved = await call({
        method: 'PUT',
        url: `/api/billing-info/${scope}`,
        payload: billing,
      });
      if (!isOk(saved)) return routeFailureRows(saved, language);
    }
    if (personal) {
      const saved = await call({ method: 'PUT', url: '/api/profile', payload: personal });
      if (!isOk(saved)) return routeFailureRows(saved, language);
    }
    const message = text(language, billing ? 'billingInfo.saved' : 'profile.saved') ?? '';
    return [statusRow(0, message)];
  },
};
