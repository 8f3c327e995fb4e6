import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '#shared/constants/domain.ts';
import type { BillingInfo, BillingInfoResponse } from '#shared/schemas/billing-info.ts';
import type { Queryable } from '../../db/client.ts';
import { billingProfiles, cities, countries } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

export type BillingOwner = { userId: number } | { companyId: number };

const ownerWhere = (owner: BillingOwner) =>
  'userId' in owner
    ? eq(billingProfiles.userId, owner.userId)
    : eq(billingProfiles.companyId, owner.companyId);

export async function readBillingInfo(
  db: Queryable,
  owner: BillingOwner,
): Promise<BillingInfoResponse['info']> {
  const [row] = await db.select().from(billingProfiles).where(ownerWhere(owner));
  if (!row) return null;
  return {
    accountType: row.accountTypeId,
    country: row.billingCountryId ?? row.bankCountryId,
    currency: row.bankCurrency,
    accountHolderName: row.accountHolderName ?? '',
    iban: row.iban ?? '',
    billingName: row.billingName ?? '',
    billingEmail: row.billingEmail ?? '',
    billingCity: row.billingCityId,
    billingAddress: row.billingAddress ?? '',
    billingPostcode: row.billingPostCode ?? '',
    billingTaxNumber: row.taxNumber ?? '',
    isVatRegistered: row.isVatRegistered,
  };
}

/** The rules the schema cannot check alone: the city must lie in the chosen country. */
async function checkLocation(db: Queryable, input: BillingInfo) {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, input.country));
  if (!country)
    throw badRequest('Country is required', [
      { path: 'body.country', message: 'billingInfo.validation.countryRequired' },
    ]);
  const [city] = await db
    .select({ countryId: cities.countryId })
    .from(cities)
    .where(eq(cities.id, input.billingCity));
  if (!city || city.countryId !== input.country)
    throw badRequest('City is required', [
      { path: 'body.billingCity', message: 'billingInfo.validation.cityRequired' },
    ]);
}

/** Stores one owner's bank and billing data. A personal account never keeps a VAT number. */
export async function saveBillingInfo(db: Queryable, owner: BillingOwner, input: BillingInfo) {
  await checkLocation(db, input);
  const personal = input.accountType === ACCOUNT_TYPE.personal;
  const vat = !personal && input.isVatRegistered;
  const values = {
    accountTypeId: input.accountType,
    bankCountryId: input.country,
    bankCurrency: input.currency,
    accountHolderName: input.accountHolderName,
    iban: input.iban,
    billingName: input.billingName,
    billingCountryId: input.country,
    billingCityId: input.billingCity,
    billingAddress: input.billingAddress,
    billingPostCode: input.billingPostcode,
    billingEmail: input.billingEmail,
    taxNumber: vat ? input.billingTaxNumber : null,
    isVatRegistered: vat,
    updatedAt: new Date(),
  };
  const [existing] = await db
    .select({ id: billingProfiles.id })
    .from(billingProfiles)
    .where(ownerWhere(owner));
  if (existing) {
    await db.update(billingProfiles).set(values).where(eq(billingProfiles.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(billingProfiles)
    .values({ ...values, ...owner })
    .returning({ id: billingProfiles.id });
  return created?.id;
}
