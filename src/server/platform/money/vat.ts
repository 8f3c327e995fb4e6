import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  billingProfiles,
  cities,
  countries,
  countryTaxRates,
  moneySettings,
  type BillingSnapshot,
} from '../../db/schema/index.ts';

export type Vat = { rateBp: number; vatMinor: number; reverseCharge: boolean };

/** VAT on a net amount, rounded half up to the minor unit. */
export function vatOf(netMinor: number, rateBp: number): number {
  return Math.round((netMinor * rateBp) / 10_000);
}

/**
 * The buyer's VAT: the rate of the billing country; a VAT-registered buyer outside the seller's
 * country is reverse-charged (0 %, the buyer accounts for it).
 */
export async function vatFor(
  db: Queryable,
  billing: { countryId: number | null; isVatRegistered: boolean },
  netMinor: number,
): Promise<Vat> {
  const [settings] = await db.select().from(moneySettings).where(eq(moneySettings.id, 1));
  if (billing.countryId === null) return { rateBp: 0, vatMinor: 0, reverseCharge: false };
  if (billing.isVatRegistered && billing.countryId !== settings?.sellerCountryId)
    return { rateBp: 0, vatMinor: 0, reverseCharge: true };
  const [rate] = await db
    .select({ vatRateBp: countryTaxRates.vatRateBp })
    .from(countryTaxRates)
    .where(eq(countryTaxRates.countryId, billing.countryId));
  const rateBp = rate?.vatRateBp ?? 0;
  return { rateBp, vatMinor: vatOf(netMinor, rateBp), reverseCharge: false };
}

type ProfileRow = typeof billingProfiles.$inferSelect;

/** A stored profile as invoices and payout statements keep it (pure: the bulk readers use it too). */
export function snapshotOf(
  profile: ProfileRow | null | undefined,
  place: { country: string | null; city: string | null },
  fallbackName: string,
): { snapshot: BillingSnapshot; complete: boolean } {
  const snapshot: BillingSnapshot = {
    name: profile?.billingName || fallbackName,
    email: profile?.billingEmail ?? null,
    address: profile?.billingAddress ?? null,
    postCode: profile?.billingPostCode ?? null,
    city: place.city,
    country: place.country,
    taxNumber: profile?.taxNumber ?? null,
    isVatRegistered: profile?.isVatRegistered ?? false,
  };
  const complete = Boolean(
    profile?.billingName &&
    profile.billingEmail &&
    profile.billingAddress &&
    profile.billingCountryId &&
    profile.billingCityId,
  );
  return { snapshot, complete };
}

/** A billing profile (company or personal) as invoices keep it, with the country's id. */
export async function billingSnapshot(
  db: Queryable,
  owner: { companyId: number } | { userId: number },
  fallbackName: string,
): Promise<{ snapshot: BillingSnapshot; countryId: number | null; complete: boolean }> {
  const [row] = await db
    .select({ profile: billingProfiles, country: countries.nameEn, city: cities.name })
    .from(billingProfiles)
    .leftJoin(countries, eq(countries.id, billingProfiles.billingCountryId))
    .leftJoin(cities, eq(cities.id, billingProfiles.billingCityId))
    .where(
      'companyId' in owner
        ? eq(billingProfiles.companyId, owner.companyId)
        : eq(billingProfiles.userId, owner.userId),
    );
  const { snapshot, complete } = snapshotOf(
    row?.profile,
    { country: row?.country ?? null, city: row?.city ?? null },
    fallbackName,
  );
  return { snapshot, countryId: row?.profile.billingCountryId ?? null, complete };
}
