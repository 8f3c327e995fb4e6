import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import { PAYMENT_STATUS, type PaymentSuccessResponse } from '#shared/schemas/checkout.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { lineText } from '#shared/schemas/fields.ts';
import { authenticated } from '../../platform/auth/guards.ts';
import { okBody } from '../executer/answers.ts';
import {
  COMPANY_ID,
  refusalError,
  savePaymentCustomer,
} from '../executer/profile/payment-customer.ts';
import { specMetaBearer, type SpecApiApp } from '../spec-api-app.ts';
import { languageOf, text } from '../texts.ts';
import { loggedCaller } from './logged-caller.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** An id the spec's client sends and we do not use: bounded so that nothing hostile gets far. */
const ignoredId = z.union([lineText().max(64), z.number().int(), z.null()]).optional();

const paymentSuccessBodySchema = z.object({
  session_id: lineText().min(1).max(200),
  user_id: ignoredId,
  job_id: ignoredId,
  company_id: ignoredId,
  payment_status_id: ignoredId,
});

const paymentSuccessAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  payment_status_id: z.number().int(),
  kind: z.string(),
  job_id: z.string().nullable(),
  reference_code: z.string().nullable(),
  job_status_id: z.number().int().nullable(),
});

const customerQuerySchema = z.object({
  customerId: lineText().max(200),
  companyId: z.string().regex(COMPANY_ID, 'validation.invalid'),
});

const customerAnswerSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  companyId: z.string(),
  customerId: z.string(),
});

/** Our answer's message in the caller's language (the payment result page's texts). */
function paymentMessage(language: Language, answer: PaymentSuccessResponse) {
  const key = {
    [PAYMENT_STATUS.paid]: answer.job ? 'checkout.result.jobOpen' : undefined,
    [PAYMENT_STATUS.pending]: 'checkout.result.processing',
    [PAYMENT_STATUS.failed]: 'checkout.result.notPaid',
    [PAYMENT_STATUS.refunded]: 'checkout.result.refunded',
    [PAYMENT_STATUS.unapplied]:
      answer.kind === 'job_posting'
        ? 'checkout.result.unappliedPosting'
        : 'checkout.result.unapplied',
  }[answer.paymentStatusId];
  return (key && text(language, key, { code: answer.job?.referenceCode ?? '' })) ?? answer.message;
}

/** Payments/payment-success and Payments/CreateCustomersCompanyId (authenticated-area 7.1). */
export async function paymentsEndpoints({ r, ctx, call }: SpecApiApp) {
  r.post(
    '/api/Payments/payment-success',
    {
      // Anonymous callers get 401 before their input is read, as on our own routes.
      onRequest: authenticated,
      schema: {
        ...specMetaBearer,
        summary: 'Save the payment (the payment success page)',
        description:
          'Maps onto POST /api/checkout/payment-success: the checkout session is looked up at ' +
          'the payment provider and decides everything; `job_id`, `company_id` and ' +
          '`payment_status_id` of the body are not trusted. The payer, members of the paying ' +
          'company and staff may confirm a session; another one answers 404. status 0 is paid.',
        body: paymentSuccessBodySchema,
        response: { 200: paymentSuccessAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request);
      await loggedCaller(ctx.db, request, language, request.body.user_id);
      const answer = okBody<PaymentSuccessResponse>(
        await call(request, {
          method: 'POST',
          url: '/api/checkout/payment-success',
          payload: { sessionId: request.body.session_id },
        }),
        language,
      );
      return {
        status: answer.status,
        message: paymentMessage(language, answer),
        payment_status_id: answer.paymentStatusId,
        kind: answer.kind,
        job_id: answer.job?.id ?? null,
        reference_code: answer.job?.referenceCode ?? null,
        job_status_id: answer.job?.statusId ?? null,
      };
    },
  );

  r.post(
    '/api/Payments/CreateCustomersCompanyId',
    {
      onRequest: authenticated,
      schema: {
        ...specMetaBearer,
        summary: 'Save the payment customer id on a company',
        description:
          'Companies get their payment customer at sign-up. Staff may set or replace it ' +
          '(an id another company holds: 409); a member of the company may only confirm the ' +
          'id it has (another id: 403); anyone else, or another company: 404. Same rules as ' +
          'sqlId 81.',
        querystring: customerQuerySchema,
        response: { 200: customerAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const caller = await loggedCaller(ctx.db, request, language, undefined);
      const { companyId, customerId } = request.query;
      const outcome = await savePaymentCustomer(
        { call: (inner) => call(request, inner), caller, language },
        companyId,
        customerId,
      );
      if (!outcome.saved) throw refusalError(language, outcome);
      return { status: 0 as const, message: outcome.message, companyId, customerId };
    },
  );
}
