import { ACCOUNT_TYPE } from '#shared/constants/domain.ts';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import type { z } from 'zod';
import type { Parameters } from '../parameters.ts';
import type { CurrencyTable } from './currencies.ts';
import type { FieldIssue } from './field-messages.ts';

/** sqlId 26's personal fields: given ones replace the stored value, empty or -1 keeps it. */
const PERSONAL = [
  'piv_firstname',
  'piv_lastname',
  'piv_mobile',
  'piv_linkedin_page',
  'piv_title',
  'pin_gender_id',
  'piv_birth_date',
  'pin_location_country_id',
  'pin_location_city_id',
  'pin_language_id',
  'piv_language',
];

/** sqlId 26's bank and billing fields (authenticated-area 7.2); any of them saves the form. */
export const BILLING = [
  'piv_billing_company_name',
  'pin_billing_location_country_id',
  'pin_billing_location_city_id',
  'piv_billing_address',
  'piv_billing_post_code',
  'piv_billing_contact_email',
  'piv_billing_tax_id',
  'pin_bank_account_type_id',
  'pin_bank_account_country_id',
  'pin_bank_account_currency_id',
  'piv_bank_account_holder_name',
  'piv_bank_account_iban',
  'pin_is_vat_registered',
];

/** A request body built from the spec's text parameters; the route's schema judges it. */
export type UncheckedBody = Record<string, unknown>;

export const anyGiven = (params: Parameters, names: readonly string[]) =>
  names.some((name) => params.text(name) !== undefined);

/** YYYY-MM-DD, an ISO timestamp's day, or the shown DD.MM.YYYY; anything else as sent. */
function birthDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+Z?)?$/.exec(value);
  if (iso) return iso[1];
  const shown = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return shown ? `${shown[3]}-${shown[2]}-${shown[1]}` : value;
}

/** pin_language_id 1 English, 2 Turkish, or piv_language 'en' / 'tr'. */
function language(params: Parameters): string | undefined {
  const id = params.text('pin_language_id');
  if (id !== undefined) return SUPPORTED_LANGUAGES[Number(id) - 1] ?? id;
  return params.text('piv_language')?.toLowerCase();
}

/** The whole PUT /api/profile body: the stored profile with the given fields replaced. */
export function profileBody(params: Parameters, stored: Profile): UncheckedBody | undefined {
  if (!anyGiven(params, PERSONAL)) return undefined;
  const countryId = params.int('pin_location_country_id') ?? stored.countryId;
  // A new country without a city drops the old city (it lies in the old country).
  const keptCity = countryId === stored.countryId ? stored.cityId : null;
  return {
    firstname: params.text('piv_firstname') ?? stored.firstname,
    lastname: params.text('piv_lastname') ?? stored.lastname,
    mobile: params.text('piv_mobile') ?? stored.mobile,
    linkedinPage: params.text('piv_linkedin_page') ?? stored.linkedinPage,
    title: params.text('piv_title') ?? stored.title,
    genderId: params.int('pin_gender_id'),
    birthDate: birthDate(params.text('piv_birth_date')) ?? stored.birthDate,
    countryId,
    cityId: params.int('pin_location_city_id') ?? keptCity,
    language: language(params) ?? stored.language,
    publicProfileFields: stored.publicProfileFields,
  };
}

export type BillingBody = { body: UncheckedBody } | { refused: FieldIssue };

/**
 * The PUT /api/billing-info body from the spec's parameters, all of them (a billing form is
 * saved whole: a field left empty is refused as required, never kept from before). We keep one
 * country for the bank account and the billing address, and IBANs only.
 */
export function billingBody(params: Parameters, currencies: CurrencyTable): BillingBody {
  const useIban = params.int('pin_bank_account_use_iban_or_accnum') ?? 1;
  if (useIban !== 1)
    return { refused: { path: 'iban', message: 'billingInfo.validation.ibanOnly' } };
  const billingCountry = params.int('pin_billing_location_country_id');
  const bankCountry = params.int('pin_bank_account_country_id');
  if (billingCountry !== undefined && bankCountry !== undefined && billingCountry !== bankCountry)
    return { refused: { path: 'country', message: 'billingInfo.validation.countriesDiffer' } };
  const accountType = params.int('pin_bank_account_type_id');
  const taxNumber = params.text('piv_billing_tax_id') ?? '';
  const vatGiven = params.text('pin_is_vat_registered') !== undefined;
  return {
    body: {
      accountType,
      country: billingCountry ?? bankCountry,
      currency: currencies.codeOf(params.int('pin_bank_account_currency_id')),
      accountHolderName: params.text('piv_bank_account_holder_name'),
      iban: params.text('piv_bank_account_iban'),
      billingName: params.text('piv_billing_company_name'),
      billingEmail: params.text('piv_billing_contact_email'),
      billingCity: params.int('pin_billing_location_city_id'),
      billingAddress: params.text('piv_billing_address'),
      billingPostcode: params.text('piv_billing_post_code'),
      billingTaxNumber: taxNumber,
      // Not among the spec's parameters: a corporate account with a tax id is VAT registered.
      isVatRegistered: vatGiven
        ? params.flag('pin_is_vat_registered')
        : accountType === ACCOUNT_TYPE.corporate && taxNumber !== '',
    },
  };
}

/** The first field our schema refuses, checked before anything is saved. */
export function firstIssue(schema: z.ZodType, body: UncheckedBody): FieldIssue | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const [issue] = parsed.error.issues;
  return issue && { path: issue.path.join('.'), message: issue.message };
}
