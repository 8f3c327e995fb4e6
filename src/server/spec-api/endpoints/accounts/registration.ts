import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SOCIAL_MARKETING_CHANNEL_ID } from '#shared/constants/domain.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { failureRows, isOk, statusRow } from '../../executer/answers.ts';
import type { SpecRow } from '../../executer/sql-id.ts';
import type { SpecApiApp } from '../../spec-api-app.ts';
import { text } from '../../texts.ts';

/**
 * Loose field types of the spec's bodies: the layer checks only the JSON types (a wrong type is
 * a 400), our routes check the contents and answer in the spec's status rows.
 */
export const looseText = z.string().max(10_000).nullable().optional();
export const looseId = z
  .union([z.number(), z.string().max(40)])
  .nullable()
  .optional();

/** A spec id: -1, empty or missing is none; digits become a number; anything else goes on as sent. */
export function specId(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value === -1 ? undefined : value;
  if (typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim())) {
    const number = Number(value.trim());
    return number === -1 ? undefined : number;
  }
  return value;
}

const present = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : value;

/** The fields of a body or form by lower-case name: the spec spells them `Firstname`, `firstname`... */
function byLowerName(record: Record<string, unknown>) {
  const fields = new Map<string, unknown>();
  for (const [name, value] of Object.entries(record)) fields.set(name.toLowerCase(), value);
  return (...names: string[]) => {
    for (const name of names) {
      const value = present(fields.get(name));
      if (value !== undefined) return value;
    }
    return undefined;
  };
}

export type RegistrationOptions = {
  /**
   * The channel of a registration form without the "How did you hear about us?" question
   * (`POST /api/Users`, `PUT /api/auth/users/register`): 7, the spec's channel of sign-ups that
   * do not ask. User-SignUp asks, so there a missing channel is refused.
   */
  defaultChannelId?: number;
};

export const UNASKED_CHANNEL_ID = SOCIAL_MARKETING_CHANNEL_ID;

/**
 * Our sign-up body from one of the spec's registrations (User-SignUp, the multipart
 * `POST /api/Users`, `PUT /api/auth/users/register`). The spec's sign-up forms cannot be sent
 * without their terms checkbox, so the call stands for the acceptance. Ignored: `googleAuthId`
 * (a Google identity is linked only by a verified Google sign-in), `Phone` and
 * `AccountUseIbanOrAccnum` (set in the profile and billing pages), `ProfilePictureFile`.
 */
export function signUpBodyOf(
  record: Record<string, unknown>,
  language: Language,
  options: RegistrationOptions = {},
) {
  const field = byLowerName(record);
  return {
    firstname: field('firstname', 'first_name'),
    lastname: field('lastname', 'last_name'),
    email: field('email'),
    password: field('password'),
    linkedinPage: field('linkedinpage', 'linkedin_page'),
    marketingChannelId:
      specId(field('marketingchannelid', 'marketing_channel_id')) ?? options.defaultChannelId,
    marketingReference: field('marketingreference', 'marketing_reference'),
    roleId: specId(field('roleid', 'role_id')),
    termsAccepted: true,
    captchaToken: field('recaptchatoken', 'captchatoken', 'recaptcha_token'),
    language,
  };
}

/**
 * Signs up through `POST /api/accounts/signup` as the caller: rows with status 0 and the next
 * step, or status 1 and the reason. The answer is the same whether or not the address already
 * has an account (its owner gets a mail instead), as on our sign-up page.
 */
export async function signUpThroughApi(
  api: SpecApiApp,
  request: FastifyRequest,
  record: Record<string, unknown>,
  language: Language,
  options: RegistrationOptions = {},
): Promise<SpecRow[]> {
  const response = await api.call(request, {
    method: 'POST',
    url: '/api/accounts/signup',
    payload: signUpBodyOf(record, language, options),
  });
  if (!isOk(response)) return failureRows(response, language);
  return [statusRow(0, text(language, 'accounts.banner.registrationSuccessful') ?? '')];
}
