import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { Queryable } from '#server/db/client.ts';
import { billingProfiles, cities, countryTaxRates } from '#server/db/schema/index.ts';
import { appendLedger } from '#server/platform/money/ledger.ts';
import { countryId } from './reference-data.ts';
import { createUser, type UserOverrides } from './user.ts';

/** Published example IBANs that pass every check (the Turkish one has its 26 characters). */
export const EXAMPLE_IBANS = {
  DE: 'DE89370400440532013000',
  GB: 'GB33BUKB20201555555555',
  TR: 'TR330006100519786457841326',
  FR: 'FR1420041010050500013M02606',
} as const;

export type PayeeOptions = {
  /** Billing country (ISO 3166 alpha-2); its withholding rate applies. */
  country?: string;
  iban?: string | null;
  /** Leave the billing address out: the billing info is then incomplete. */
  incomplete?: boolean;
  /** Credits in the ledger, e.g. `{ EUR: 50_000 }`. */
  balances?: Record<string, number>;
  user?: UserOverrides;
};

async function anyCityOf(db: Queryable, country: number) {
  const [city] = await db.select().from(cities).where(eq(cities.countryId, country)).limit(1);
  if (!city) throw new Error(`no city in country ${country}`);
  return city.id;
}

/** A recruiter with billing info (complete unless asked) and ledger credits per currency. */
export async function createPayee(db: Queryable, options: PayeeOptions = {}) {
  const iso2 = options.country ?? 'DE';
  const user = await createUser(db, { roleId: ROLE.recruiter, ...options.user });
  const country = await countryId(db, iso2);
  const name = `${user.firstname} ${user.lastname}`;
  await db.insert(billingProfiles).values({
    userId: user.id,
    accountTypeId: ACCOUNT_TYPE.personal,
    bankCountryId: country,
    accountHolderName: name,
    iban:
      options.iban === undefined
        ? (EXAMPLE_IBANS[iso2 as keyof typeof EXAMPLE_IBANS] ?? EXAMPLE_IBANS.DE)
        : options.iban,
    billingName: name,
    billingEmail: user.email,
    billingAddress: options.incomplete ? null : '1 Example Street, Suite 2',
    billingPostCode: '10000',
    billingCountryId: country,
    billingCityId: await anyCityOf(db, country),
    // Saved a moment ago, so a payout returned in the test comes after it.
    updatedAt: new Date(Date.now() - 60_000),
  });
  for (const [currency, amountMinor] of Object.entries(options.balances ?? {}))
    await appendLedger(db, { userId: user.id, kind: 'adjustment', amountMinor, currency });
  return user;
}

/** Sets a country's payout withholding, in basis points (2000 = 20 %). */
export async function setWithholding(db: Queryable, iso2: string, withholdingRateBp: number) {
  const country = await countryId(db, iso2);
  await db
    .insert(countryTaxRates)
    .values({ countryId: country, withholdingRateBp })
    .onConflictDoUpdate({ target: countryTaxRates.countryId, set: { withholdingRateBp } });
}
