import type { Language } from '#shared/i18n/languages.ts';
import { PAYMENT_CUSTOMER_ID, type CompanyDetail } from '#shared/schemas/companies.ts';
import { AppError } from '../../../http/errors.ts';
import type { Caller } from '../../caller.ts';
import type { InnerCall, InnerResponse } from '../../inner-call.ts';
import { text } from '../../texts.ts';
import { isOk, notFoundError, passOn, requireCaller, statusRow } from '../answers.ts';
import { InvalidParameter } from '../parameters.ts';
import type { SqlIdHandler } from '../sql-id.ts';
import { fieldMessage, refusedRows, type FieldIssue } from './field-messages.ts';
import { bodyOrNull } from './inner-answers.ts';

export const COMPANY_ID = /^[0-9a-f]{32}$/;

type Context = {
  call: (call: InnerCall) => Promise<InnerResponse>;
  caller: Caller;
  language: Language;
};

export type PaymentCustomerOutcome =
  { saved: true; message: string } | { saved: false; statusCode: 400 | 409; issue: FieldIssue };

const refusal = (statusCode: 400 | 409, issue: FieldIssue): PaymentCustomerOutcome => ({
  saved: false,
  statusCode,
  issue,
});

/** A route's 400 / 409 with its first field, as this call's refusal. */
function routeRefusal(response: InnerResponse): PaymentCustomerOutcome | undefined {
  if (response.statusCode !== 400 && response.statusCode !== 409) return undefined;
  const details = (response.body as { details?: unknown } | null)?.details;
  const first = Array.isArray(details) ? (details[0] as Partial<FieldIssue>) : undefined;
  return refusal(response.statusCode, {
    path: 'customerId',
    message: typeof first?.message === 'string' ? first.message : 'validation.invalid',
  });
}

/**
 * The spec's "save the payment customer id on a company" (sqlId 81 and
 * Payments/CreateCustomersCompanyId). Our companies get their customer at sign-up, so:
 * - staff set or replace it (PUT /api/companies/:id/payment-customer; an id another company
 *   holds is refused, so nobody attaches another company's customer);
 * - a member of the company may only confirm the id it already has (the spec's client sends
 *   the one Company-SignUp answered): 0, nothing changes; a different id is a 403;
 * - anyone else, or another company's id, is answered as not found.
 */
export async function savePaymentCustomer(
  { call, caller, language }: Context,
  companyId: string,
  customerId: string,
): Promise<PaymentCustomerOutcome> {
  if (!caller.auth)
    throw new AppError(401, 'unauthorized', text(language, 'errors.unauthorized') ?? '');
  if (!PAYMENT_CUSTOMER_ID.test(customerId))
    return refusal(400, { path: 'customerId', message: 'companies.validation.customerId' });
  const saved = (): PaymentCustomerOutcome => ({
    saved: true,
    message: text(language, 'companies.paymentCustomer.saved') ?? '',
  });
  if (caller.staff) {
    const response = await call({
      method: 'PUT',
      url: `/api/companies/${companyId}/payment-customer`,
      payload: { customerId },
    });
    if (isOk(response)) return saved();
    const refused = routeRefusal(response);
    if (refused) return refused;
    throw passOn(response, language);
  }
  const company = bodyOrNull<CompanyDetail>(await call({ url: '/api/company-profile' }), language);
  if (!company || company.id !== companyId) throw notFoundError(language);
  if (company.paymentCustomerId !== customerId)
    throw new AppError(
      403,
      'forbidden',
      text(language, 'companies.paymentCustomer.staffOnly') ?? '',
    );
  return saved();
}

/** The refusal as our HTTP error (the named endpoint). */
export function refusalError(
  language: Language,
  outcome: PaymentCustomerOutcome & { saved: false },
) {
  return new AppError(
    outcome.statusCode,
    outcome.statusCode === 409 ? 'conflict' : 'validation_failed',
    fieldMessage(language, outcome.issue),
    [outcome.issue],
  );
}

/** sqlId 81, save the payment customer id on a company; see `savePaymentCustomer`. */
export const paymentCustomerSqlId: SqlIdHandler = {
  sqlId: 81,
  summary:
    'Save the payment customer id on a company: staff set it; a company member only confirms ' +
    'the id sign-up gave; an id another company holds is refused',
  async run(context) {
    const { params, caller, language } = context;
    requireCaller(context);
    const userId = params.text('pin_user_id');
    if (userId !== undefined && userId !== caller.publicId && !caller.staff)
      throw new AppError(403, 'forbidden', text(language, 'errors.forbidden') ?? '');
    const companyId = params.text('pin_company_id') ?? '';
    if (!COMPANY_ID.test(companyId)) throw new InvalidParameter('pin_company_id');
    const outcome = await savePaymentCustomer(
      context,
      companyId,
      params.text('piv_stripe_customer_id') ?? '',
    );
    if (!outcome.saved) return refusedRows(language, outcome.issue);
    return [
      statusRow(0, outcome.message, {
        company_id: companyId,
        stripe_customer_id: params.text('piv_stripe_customer_id') ?? null,
      }),
    ];
  },
};
