import { ROLE } from '#shared/constants/roles.ts';
import { SUPPORTED_LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import type { BillingInfoResponse } from '#shared/schemas/billing-info.ts';
import type { CompanyDetail } from '#shared/schemas/companies.ts';
import type { CurrencyBalance } from '#shared/schemas/points.ts';
import { WARNING_CODES, type Profile } from '#shared/schemas/profile.ts';
import type { UserDetail } from '#shared/schemas/user-admin.ts';
import { text } from '../../texts.ts';
import { notFoundError, okBody, requireCaller } from '../answers.ts';
import type { SpecRow, SqlIdContext, SqlIdHandler } from '../sql-id.ts';
import { currencyTable } from './currencies.ts';
import { bodyOrNull } from './inner-answers.ts';

const PUBLIC_ID = /^[0-9a-f]{32}$/;
const ROLE_KEYS: Record<number, string> = {
  [ROLE.admin]: 'admin',
  [ROLE.recruiter]: 'recruiter',
  [ROLE.candidate]: 'candidate',
  [ROLE.company]: 'company',
};

/** The spec's language id: 1 English, 2 Turkish (the order of our catalogues). */
export const languageId = (language: string) => {
  const index = (SUPPORTED_LANGUAGES as readonly string[]).indexOf(language);
  return index === -1 ? null : index + 1;
};

const roleName = (language: Language, roleId: number, fallback: string) =>
  text(language, `profile.roles.${ROLE_KEYS[roleId] ?? ''}`) ?? fallback;

/**
 * The spec's points figure: the first balance (currencies in code order, as our badge shows
 * them). Two currencies are never added; 98 lists each of them.
 */
const points = (balances: CurrencyBalance[]) => ({
  user_point: balances[0]?.points ?? 0,
  user_point_currency: balances[0]?.currency ?? null,
});

/** Every field of the row, so the spec's client always finds them (null when unknown). */
const EMPTY_ROW: SpecRow = Object.fromEntries(
  [
    'id',
    'fullname',
    'firstname',
    'lastname',
    'email',
    'mobile',
    'linkedin_page',
    'gender_id',
    'title',
    'birth_date',
    'location_country_id',
    'location_city_id',
    'language_id',
    'language',
    'role_id',
    'role_name',
    'profile_picture_path',
    'company_name',
    'company_default_currency_id',
    'country_name',
    'city_name',
    'bank_account_type_id',
    'bank_account_country_id',
    'bank_account_currency_id',
    'bank_account_currency',
    'bank_account_use_iban_or_accnum',
    'bank_account_holder_name',
    'bank_account_iban',
    'billing_company_name',
    'billing_location_country_id',
    'billing_location_city_id',
    'billing_address',
    'billing_post_code',
    'billing_contact_email',
    'billing_tax_id',
    'is_vat_registered',
    ...WARNING_CODES,
    'user_point',
    'user_point_currency',
  ].map((name) => [name, null]),
);

/** A check message in the caller's language; the markup of the app's link is left out. */
function checkMessage(language: Language, code: string) {
  return text(language, `appShell.warnings.${code}`)?.replace(/<\/?\d+>/g, '') ?? code;
}

async function ownRow(context: SqlIdContext): Promise<SpecRow> {
  const { call, language } = context;
  const profile = okBody<Profile>(await call({ url: '/api/profile' }), language);
  const isCompany = profile.roleId === ROLE.company;
  // A company member's bank and billing data are the company's (our company billing info).
  const billing = bodyOrNull<BillingInfoResponse>(
    await call({ url: `/api/billing-info/${isCompany ? 'company' : 'personal'}` }),
    language,
  );
  const company = isCompany
    ? bodyOrNull<CompanyDetail>(await call({ url: '/api/company-profile' }), language)
    : null;
  const info = billing?.info ?? null;
  const currencies = info?.currency || company ? await currencyTable(call, language) : null;
  const checks = Object.fromEntries(
    WARNING_CODES.map((code) => [
      code,
      profile.warnings.includes(code) ? checkMessage(language, code) : null,
    ]),
  );
  return {
    ...EMPTY_ROW,
    id: profile.id,
    fullname: `${profile.firstname} ${profile.lastname}`.trim(),
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    mobile: profile.mobile,
    linkedin_page: profile.linkedinPage,
    gender_id: profile.genderId,
    title: profile.title,
    birth_date: profile.birthDate,
    location_country_id: profile.countryId,
    location_city_id: profile.cityId,
    language_id: languageId(profile.language),
    language: profile.language,
    role_id: profile.roleId,
    role_name: roleName(language, profile.roleId, profile.roleName),
    profile_picture_path: profile.profilePictureUrl,
    company_name: profile.companyName ?? company?.name ?? null,
    company_default_currency_id: company
      ? (currencies?.idOf(company.defaultCurrency) ?? null)
      : null,
    ...(info
      ? {
          bank_account_type_id: info.accountType,
          bank_account_country_id: info.country,
          bank_account_currency_id: currencies?.idOf(info.currency) ?? null,
          bank_account_currency: info.currency,
          bank_account_use_iban_or_accnum: 1,
          bank_account_holder_name: info.accountHolderName,
          bank_account_iban: info.iban,
          billing_company_name: info.billingName,
          billing_location_country_id: info.country,
          billing_location_city_id: info.billingCity,
          billing_address: info.billingAddress,
          billing_post_code: info.billingPostcode,
          billing_contact_email: info.billingEmail,
          billing_tax_id: info.billingTaxNumber,
          is_vat_registered: info.isVatRegistered,
        }
      : {}),
    ...checks,
    ...points(profile.balances),
  };
}

/** Staff looking at another user: what the back office's user detail shows of them. */
async function staffViewRow(context: SqlIdContext, userId: string): Promise<SpecRow> {
  const { call, language } = context;
  const user = okBody<UserDetail>(await call({ url: `/api/admin/users/${userId}` }), language);
  return {
    ...EMPTY_ROW,
    id: user.id,
    fullname: `${user.firstname} ${user.lastname}`.trim(),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    mobile: user.mobile,
    linkedin_page: user.linkedinPage,
    title: user.title,
    language_id: languageId(user.language),
    language: user.language,
    role_id: user.roleId,
    role_name: roleName(language, user.roleId, ''),
    company_name: user.companies[0]?.name ?? null,
    country_name: user.countryName,
    city_name: user.cityName,
    ...points(user.balances),
  };
}

/**
 * sqlId 25, user params: one row that replaces the client's stored userParam. The caller's own
 * (pin_selected_user_id -1, empty or their id); staff may name any user. Another user's id from
 * anyone else answers 404, as a record that is not theirs.
 */
export const userParamsSqlId: SqlIdHandler = {
  sqlId: 25,
  summary:
    'User params: profile, billing and bank data, check messages and points of the caller ' +
    '(staff: of any user, by pin_selected_user_id)',
  async run(context) {
    const { publicId } = requireCaller(context);
    const selected = context.params.text('pin_selected_user_id');
    if (selected === undefined || selected === publicId) return [await ownRow(context)];
    if (!context.caller.staff || !PUBLIC_ID.test(selected)) throw notFoundError(context.language);
    return [await staffViewRow(context, selected)];
  },
};
