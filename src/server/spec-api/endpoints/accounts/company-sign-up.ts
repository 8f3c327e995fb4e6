import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import type { CompanySignUpResponse } from '#shared/schemas/accounts.ts';
import { failureRows, isOk } from '../../executer/answers.ts';
import type { SpecApiApp } from '../../spec-api-app.ts';
import { text } from '../../texts.ts';
import { looseId, looseText, specId } from './registration.ts';

/** The spec's company sign-up payload (field names as the spec spells them). */
export const companySignUpBodySchema = z.object({
  firstName: looseText,
  lastName: looseText,
  email: looseText,
  password: looseText,
  phone: looseText,
  companyName: looseText,
  companyWebsite: looseText,
  marketingChannelId: looseId,
  industryId: looseId,
  countryId: looseId,
  /** Not read: the country is `countryId`; the company's currency is its country's. */
  country: looseText,
  currency: looseText,
  cityId: looseId,
  /** The bot-check token (action `signup`), as on Users/Login. */
  recaptchaToken: looseText,
});

/**
 * The spec's answer: a tuple. `item1` the payment customer id, `item3` JSON text of
 * `{ status, message, company_id }`; `item2` is not described and is null.
 */
export const companySignUpAnswerSchema = z.object({
  item1: z.string().nullable(),
  item2: z.null(),
  item3: z.string(),
});
type CompanySignUpAnswer = z.infer<typeof companySignUpAnswerSchema>;

const answer = (
  status: number,
  message: string,
  customerId: string | null,
  companyId: string | null,
): CompanySignUpAnswer => ({
  item1: customerId,
  item2: null,
  item3: JSON.stringify({ status, message, company_id: companyId }),
});

/**
 * Company sign-up through `POST /api/accounts/company-signup`. The company and its payment
 * customer are created and linked there, in one step, and are not shown before the address is
 * confirmed (the answer must not tell whether the address already has an account): so `item1`
 * and `company_id` are null and the spec's follow-up CreateCustomersCompanyId has nothing to do.
 */
export async function companySignUpThroughApi(
  api: SpecApiApp,
  request: FastifyRequest,
  body: z.infer<typeof companySignUpBodySchema>,
  language: Language,
): Promise<CompanySignUpAnswer> {
  const response = await api.call(request, {
    method: 'POST',
    url: '/api/accounts/company-signup',
    payload: {
      firstName: body.firstName ?? undefined,
      lastName: body.lastName ?? undefined,
      email: body.email ?? undefined,
      password: body.password ?? undefined,
      phone: body.phone ?? undefined,
      companyName: body.companyName ?? undefined,
      companyWebsite: body.companyWebsite ?? undefined,
      countryId: specId(body.countryId),
      cityId: specId(body.cityId),
      industryId: specId(body.industryId),
      marketingChannelId: specId(body.marketingChannelId),
      termsAccepted: true,
      captchaToken: body.recaptchaToken ?? undefined,
      language,
    },
  });
  if (!isOk(response)) {
    const [row] = failureRows(response, language);
    return answer(Number(row?.status ?? 1), String(row?.message ?? ''), null, null);
  }
  const created = response.body as CompanySignUpResponse;
  return answer(
    0,
    text(language, 'accounts.banner.companyCreated') ?? '',
    created.customerId ?? null,
    created.companyId ?? null,
  );
}
