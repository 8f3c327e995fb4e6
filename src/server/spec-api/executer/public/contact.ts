import { searchFold } from '#shared/format/search-fold.ts';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import type { CitiesResponse, CountriesResponse } from '#shared/schemas/lookups.ts';
import { AppError } from '../../../http/errors.ts';
import { text } from '../../texts.ts';
import { failureRows, isOk, passOn, statusRow } from '../answers.ts';
import type { SqlIdContext, SqlIdHandler } from '../sql-id.ts';
import { inLanguage, innerGet } from './inner-get.ts';

const WHOLE_NUMBER = /^\d+$/;

/**
 * `pin_user_id` names the sender; the sender is the token's user (or nobody), so another
 * person's id is refused as a body `userId` is (caller.ts), unless the caller is staff.
 */
function checkSender(context: SqlIdContext) {
  const named = context.params.text('pin_user_id');
  const { publicId, staff } = context.caller;
  if (named !== undefined && named !== publicId && !staff)
    throw new AppError(
      403,
      'forbidden',
      text(context.language, 'errors.forbidden') ?? 'pin_user_id is not the caller',
    );
}

/** `piv_country`: our country id, or its name in either language, or its ISO 3166 code. */
async function countryIdOf(context: SqlIdContext): Promise<number | undefined> {
  const value = context.params.text('piv_country');
  if (value === undefined) return undefined;
  if (WHOLE_NUMBER.test(value)) return context.params.int('piv_country');
  const wanted = searchFold(value);
  const languages = [
    context.language,
    ...SUPPORTED_LANGUAGES.filter((l) => l !== context.language),
  ];
  for (const language of languages) {
    const { items } = await innerGet<CountriesResponse>(
      context,
      inLanguage('/api/lookups/countries', language),
    );
    const found = items.find(
      (country) =>
        searchFold(country.description) === wanted || searchFold(country.iso2) === wanted,
    );
    if (found) return found.id;
  }
  return undefined;
}

/** `piv_city`: our city id, or its name within the country (accents and case ignored). */
async function cityIdOf(
  context: SqlIdContext,
  countryId: number | undefined,
): Promise<number | undefined> {
  const value = context.params.text('piv_city');
  if (value === undefined) return undefined;
  if (WHOLE_NUMBER.test(value)) return context.params.int('piv_city');
  if (countryId === undefined || countryId < 1) return undefined;
  const { items } = await innerGet<CitiesResponse>(
    context,
    `/api/lookups/countries/${countryId}/cities`,
  );
  const wanted = searchFold(value);
  return items.find((city) => city.searchName === wanted)?.id;
}

/**
 * sqlId 85: the contact form through `POST /api/contact`, so its rate limit (per address) and
 * bot check apply unchanged. A refused field or bot check is a status 1 row with the reason.
 */
export const contactSqlId: SqlIdHandler = {
  sqlId: 85,
  summary:
    'Submit a contact message (anyone; POST /api/contact with its limit and bot check): ' +
    'piv_firstname, piv_lastname, piv_email, piv_phone, piv_country, piv_city (ids or names), ' +
    'piv_company, piv_company_size, pin_subject_id, piv_message, piv_recaptcha_token; first row ' +
    'status (0 sent, 1 refused) and message',
  async run(context) {
    checkSender(context);
    const { params } = context;
    const countryId = await countryIdOf(context);
    const cityId = await cityIdOf(context, countryId);
    const response = await context.call({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstname: params.text('piv_firstname'),
        lastname: params.text('piv_lastname'),
        email: params.text('piv_email'),
        phone: params.text('piv_phone'),
        countryId,
        cityId,
        company: params.text('piv_company'),
        companySize: params.text('piv_company_size'),
        subjectId: params.int('pin_subject_id'),
        message: params.raw('piv_message'),
        botToken: params.text('piv_recaptcha_token') ?? params.text('piv_bot_token'),
        language: context.language,
      },
    });
    if (isOk(response))
      return [statusRow(0, text(context.language, 'content.contact.success') ?? 'Sent')];
    if (response.statusCode === 429) throw passOn(response, context.language);
    return failureRows(response, context.language);
  },
};
